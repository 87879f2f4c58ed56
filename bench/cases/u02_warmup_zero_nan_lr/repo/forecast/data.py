"""Synthetic hourly load curves and sliding-window datasets."""
import numpy as np
import torch
from torch.utils.data import TensorDataset


def make_series(n_series, length, noise=0.15, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length)[None, :]
    level = rng.uniform(5, 20, size=(n_series, 1))
    daily = rng.uniform(0.5, 2.0, size=(n_series, 1)) * np.sin(2 * np.pi * t / 24 + rng.uniform(0, 6.28, size=(n_series, 1)))
    weekly = rng.uniform(0.2, 1.0, size=(n_series, 1)) * np.sin(2 * np.pi * t / 168)
    trend = rng.normal(0, 1e-3, size=(n_series, 1)) * t
    return level + daily + weekly + trend + noise * rng.normal(size=(n_series, length))


def windows(series, input_len, horizon):
    xs, ys = [], []
    for s in series:
        for start in range(0, len(s) - input_len - horizon + 1):
            xs.append(s[start:start + input_len])
            ys.append(s[start + input_len:start + input_len + horizon])
    return np.stack(xs), np.stack(ys)


class Scaler:
    """Per-series standardisation is overkill here; one global mean/std from the train part."""

    def fit(self, x):
        self.mean, self.std = float(x.mean()), float(x.std())
        return self

    def __call__(self, x):
        return (x - self.mean) / self.std


def build_datasets(cfg, seed=0):
    series = make_series(cfg["n_series"], cfg["length"], cfg["noise"], seed=seed)
    cut = int(series.shape[1] * (1 - cfg["val_fraction"]))
    train_part, val_part = series[:, :cut], series[:, cut - cfg["input_len"]:]
    scaler = Scaler().fit(train_part)
    out = []
    for part in (train_part, val_part):
        x, y = windows(scaler(part), cfg["input_len"], cfg["horizon"])
        out.append(TensorDataset(torch.tensor(x, dtype=torch.float32),
                                 torch.tensor(y, dtype=torch.float32)))
    return out[0], out[1], scaler
