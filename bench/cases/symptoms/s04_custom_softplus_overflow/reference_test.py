"""Reproduction: the Gaussian NLL forecaster turns nan after some steps."""
import math

import torch

import forecast


def test_forecaster_losses_stay_finite():
    torch.set_num_threads(1)
    args = forecast.parse_args(["--epochs", "3"])
    _, history = forecast.train(args, log=lambda *a: None)
    rows = [(h["epoch"], h["train_nll"], h["nll"], h["mean_sigma"]) for h in history]
    assert all(math.isfinite(v) for r in rows for v in r[1:]), (
        f"(epoch, train_nll, val_nll, mean_sigma) per epoch: {rows}")
