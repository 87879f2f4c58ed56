"""Reproduction: with the default (tuned) lr and clipping enabled, training diverges to inf/nan."""
import math

import torch

import train


def test_training_with_default_lr_and_clipping_stays_finite():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "3", "--n-train", "20000", "--n-val", "2000",
                             "--log-every", "100000"])
    mses = [h["train_mse"] for h in history]
    rmses = [h["val_rmse"] for h in history]
    assert all(math.isfinite(v) for v in mses + rmses), f"non-finite losses: train mse {mses}, val rmse {rmses}"
    assert rmses[-1] < 10.0, f"val rmse too high: {rmses}"
