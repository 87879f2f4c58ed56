"""Reproduction: gradient accumulation (8 x 32) makes training diverge to nan."""
import math

import torch

import train


def test_accumulated_training_stays_finite():
    torch.set_num_threads(1)
    cfg = train.TrainConfig(epochs=3, micro_batch_size=32, batch_size=256)
    _, history = train.main(cfg, log=lambda *a: None)
    rows = [(h["epoch"], h["train_loss"], h["rmse_mpa"]) for h in history]
    assert all(math.isfinite(v) for r in rows for v in r[1:]), (
        f"(epoch, train_mse, val_rmse_mpa) with 8 accumulated micro-batches: {rows}")
    assert history[-1]["rmse_mpa"] < 80, rows
