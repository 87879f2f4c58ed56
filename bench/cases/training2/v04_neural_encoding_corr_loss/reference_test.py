"""Reproduction: training with the correlation loss turns the loss (and the model) into nan
after some steps, although the first steps are fine."""
import math

import torch

import train


def test_correlation_loss_training_stays_finite():
    torch.set_num_threads(1)
    model, history = train.main(["--frames", "6000", "--epochs", "3", "--log-every", "1000"])
    losses = [h["loss"] for h in history]
    corrs = [h["val_corr"] for h in history]
    assert all(math.isfinite(v) for v in losses), f"loss became non-finite: {losses}"
    assert all(math.isfinite(v) for v in corrs), f"val corr became non-finite: {corrs}"
    assert all(torch.isfinite(p).all() for p in model.parameters()), "weights contain nan/inf"
    assert corrs[-1] > 0.3, f"model does not fit: val corr {corrs}"
