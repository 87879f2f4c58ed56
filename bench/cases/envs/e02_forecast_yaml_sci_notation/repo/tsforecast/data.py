"""Synthetic multi-series data (daily + weekly seasonality, trend, noise) and sliding windows."""
import numpy as np
import torch
from torch.utils.data import Dataset


def make_series(n_series, length, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float64)
    out = []
    for _ in range(n_series):
        level = rng.uniform(5, 20)
        daily = rng.uniform(0.5, 3.0) * np.sin(2 * np.pi * t / 24 + rng.uniform(0, 2 * np.pi))
        weekly = rng.uniform(0.2, 1.5) * np.sin(2 * np.pi * t / 168 + rng.uniform(0, 2 * np.pi))
        trend = rng.uniform(-0.005, 0.005) * t
        noise = rng.normal(0, 0.3, size=length)
        out.append(level + daily + weekly + trend + noise)
    return np.stack(out).astype(np.float32)


class WindowDataset(Dataset):
    """(window,) inputs and (horizon,) targets, each series scaled by its own train mean/std."""

    def __init__(self, series, window, horizon, mean, std):
        self.series = (series - mean[:, None]) / std[:, None]
        self.window, self.horizon = window, horizon
        self.per_series = series.shape[1] - window - horizon + 1
        if self.per_series <= 0:
            raise ValueError("series too short for window + horizon")

    def __len__(self):
        return self.series.shape[0] * self.per_series

    def __getitem__(self, idx):
        s, start = divmod(idx, self.per_series)
        x = self.series[s, start:start + self.window]
        y = self.series[s, start + self.window:start + self.window + self.horizon]
        return torch.from_numpy(x.copy()), torch.from_numpy(y.copy())


def build_datasets(cfg):
    d = cfg["data"]
    series = make_series(d["n_series"], d["length"], cfg["seed"])
    split = int(series.shape[1] * (1 - d["val_fraction"]))
    train, val = series[:, :split], series[:, split - d["window"]:]
    mean, std = train.mean(axis=1), train.std(axis=1) + 1e-6
    return (WindowDataset(train, d["window"], d["horizon"], mean, std),
            WindowDataset(val, d["window"], d["horizon"], mean, std))
