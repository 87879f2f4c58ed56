"""Reproduction: with warm-up disabled (optim.warmup_epochs=0) the loss is nan from the first epoch."""
import math

import torch

import train


def test_training_without_warmup_stays_finite():
    torch.set_num_threads(1)
    _, history = train.main(["-c", "configs/base.yaml", "--set", "optim.warmup_epochs=0",
                             "train.epochs=2", "data.n_series=4"])
    for h in history:
        assert math.isfinite(h["train_mse"]) and math.isfinite(h["val_mse"]), (
            f"non-finite loss with warmup_epochs=0: {history}")
    assert history[-1]["val_mse"] < 0.05, history


def test_schedule_without_warmup_is_finite():
    from forecast.schedule import warmup_cosine
    lrs = warmup_cosine(1e-3, 1e-5, total_iters=20, warmup_iters=0)
    assert all(math.isfinite(lr) for lr in lrs), f"learning rates not finite: {lrs[:3]}"
    assert abs(lrs[0] - 1e-3) < 1e-9
