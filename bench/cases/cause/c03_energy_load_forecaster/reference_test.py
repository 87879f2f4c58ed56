"""Reproduction: the forecaster cannot be trained, batches contain a window with a short target."""
import math

import train


def test_train_script_runs_on_synthetic_data():
    _, history, metrics = train.main(["--weeks", "8", "--epochs", "2", "--batch-size", "32"])
    assert len(history) == 2
    assert all(math.isfinite(h["train_mse"]) and math.isfinite(h["val_mse"]) for h in history)
    assert math.isfinite(metrics["val_mae_mw"])
