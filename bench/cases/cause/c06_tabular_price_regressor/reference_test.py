"""Reproduction: training on a single city gives nan losses from the first epoch."""
import math

import train


def test_single_city_training_is_finite():
    _, history = train.main(["--city", "porto", "--epochs", "3", "--n-listings", "800"])
    losses = [h["train_loss"] for h in history]
    rmses = [h["val_rmse_log"] for h in history]
    assert all(math.isfinite(v) for v in losses + rmses), \
        f"train losses {losses}, val rmse {rmses}"
    assert losses[-1] < losses[0], losses
