"""Reproduction: once the label smoothing is annealed to 0 the training loss becomes nan."""
import math

import torch

import train


def test_loss_stays_finite_after_smoothing_is_annealed():
    torch.set_num_threads(1)
    _, history = train.main(["--n-train", "4000", "--n-val", "1000", "--epochs", "4",
                             "--anneal-epochs", "2"])
    losses = [(h["epoch"], h["eps"], h["loss"]) for h in history]
    assert all(math.isfinite(loss) for _, _, loss in losses), \
        f"non-finite training loss (epoch, eps, loss): {losses}"
    assert history[-1]["val_acc"] > 0.7, history
