"""Reproduction: the matrix-factorization model does not learn, RMSE is flat across epochs."""
import train


def test_training_reduces_rmse():
    _, history = train.main(["--epochs", "3"])
    train_rmse = [round(h["train_rmse"], 4) for h in history]
    val_rmse = [round(h["val_rmse"], 4) for h in history]
    assert train_rmse[-1] < 0.95 * train_rmse[0], \
        f"train rmse does not decrease: {train_rmse} (val {val_rmse})"
    assert val_rmse[-1] < val_rmse[0], f"val rmse does not decrease: {val_rmse}"
