"""Reproduction: with horizon 1 the forecaster's loss stays at ~1.0 (variance of the scaled target)."""
import torch

import forecast


def test_one_step_ahead_forecaster_learns():
    torch.set_num_threads(1)
    cfg = forecast.load_config("config.yaml")
    cfg["horizon"] = 1
    cfg["train"]["epochs"] = 3
    _, history = forecast.main(cfg, log=lambda *a: None)
    last = history[-1]
    assert last["train_loss"] < 0.3 and last["mse"] < last["naive_mse"], (
        f"one-step forecaster: train loss {last['train_loss']:.3f}, val mse {last['mse']:.3f} vs "
        f"naive last-value mse {last['naive_mse']:.3f}; history={history}")
