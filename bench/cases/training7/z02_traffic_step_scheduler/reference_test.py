"""Reproduction: with scheduler.name=step the forecaster stops improving after the first epoch."""
import torch

import train


def test_step_scheduler_model_keeps_learning():
    torch.set_num_threads(1)
    _, h = train.main(["--config", "configs/traffic.yaml",
                       "--set", "data.n_sensors=8", "data.n_days=30", "train.epochs=6", "scheduler.step_size=3"])
    curve = [round(x["val_mse"], 4) for x in h]
    naive = h[-1]["naive_mse"]
    assert h[-1]["val_mse"] < 0.5 * naive, (
        f"val_mse plateaued at {curve} (naive last-value baseline {naive:.4f}); "
        f"train_mse {[round(x['train_mse'], 4) for x in h]}")
