"""Reproduction: when the training cycles leave a last batch of one record, the SOH model becomes nan."""
import math

import torch

from sohnet.data import split_cells, to_dataset
from sohnet.fleet import simulate_fleet
from sohnet.pipeline import TrainConfig, fit_soh_model


def test_val_rmse_finite_when_last_batch_has_one_record():
    torch.set_num_threads(1)
    cells = simulate_fleet(n_cells=10, seed=0)
    train_cells, _ = split_cells(cells, 0.2, 0)
    n_train = len(to_dataset(train_cells))
    batch = 256
    while n_train % batch != 1:   # make the last batch of each epoch a single record
        batch += 1
    report = fit_soh_model(cells, TrainConfig(epochs=3, batch_size=batch))
    rmse = [h["val_rmse"] for h in report["history"]]
    assert all(math.isfinite(v) for v in rmse), f"val_rmse per epoch {rmse} (n_train={n_train}, batch={batch})"
    assert report["val_rmse"] < 0.1
