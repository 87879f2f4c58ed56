"""Reproduction: with the default schedule settings the classifier stops learning after a few dozen steps."""
import math

import torch

import train


def test_loss_keeps_falling_over_a_short_run(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    trainer, history = train.main(["--n-train", "1600", "--n-val", "600", "--epochs", "5"])
    losses = [h["train_loss"] for h in history]
    lrs = [h["lr"] for h in history]
    print("train loss per epoch:", [round(l, 3) for l in losses], "lr at epoch end:", lrs)
    # ln(6) = 1.79 is chance level for 6 classes
    assert losses[-1] < 1.55, (
        f"training loss did not fall: {losses[0]:.3f} -> {losses[-1]:.3f} (chance level {math.log(6):.3f}); "
        f"learning rate at the end of each epoch: {lrs}")
