"""Reproduction: the MF model stops learning after the first epoch with the default config."""
import train


def test_mf_keeps_learning_with_default_config():
    _, history = train.main(["--config", "config.yaml", "--epochs", "4"])
    train_rmse = [round(h["train_rmse"], 4) for h in history]
    val_rmse = [round(h["val_rmse"], 4) for h in history]
    assert train_rmse[-1] < train_rmse[1] - 0.05, (
        f"train rmse stops improving after epoch 1: {train_rmse} (val {val_rmse})")
    assert val_rmse[-1] < 0.65, f"val rmse stays near the global-mean baseline: {val_rmse}"
