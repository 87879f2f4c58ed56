"""Reproduction: the focal-loss tagger produces nan losses after a few epochs."""
import math

import torch

import train


def test_tagger_losses_stay_finite():
    torch.set_num_threads(1)
    cfg = train.load_config("configs/default.json", ["optim.epochs=7"])
    _, history = train.run(cfg, log=lambda *a: None)
    rows = [(h["epoch"], round(h["train_loss"], 4), round(h["val_loss"], 4), h["nonfinite_batches"])
            for h in history]
    assert all(math.isfinite(h["train_loss"]) and math.isfinite(h["val_loss"]) for h in history), (
        f"(epoch, train_loss, val_loss, non-finite batches): {rows}")
    assert history[-1]["val_f1"] > 0.5, history[-1]
