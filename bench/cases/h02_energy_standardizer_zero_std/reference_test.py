"""Reproduction: training on a subset of months (--months) gives nan losses from epoch 1."""
import math

import train


def test_seasonal_model_has_finite_losses():
    _, history = train.main(["--months", "6", "7", "8", "--epochs", "2", "--days", "365",
                             "--buildings", "6"])
    values = [(round(h["train_loss"], 4), round(h["rmse"], 4)) for h in history]
    assert all(math.isfinite(v) for pair in values for v in pair), \
        f"non-finite (train mse, val rmse) per epoch: {values}"
    assert history[-1]["rmse"] < 0.5, values
