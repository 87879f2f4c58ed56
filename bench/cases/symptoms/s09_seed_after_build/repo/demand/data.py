"""Store/item daily demand series (synthetic stand-in for the POS export)."""
import numpy as np
import torch
from torch.utils.data import Dataset


def generate_series(n_series, length, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    level = rng.gamma(2.0, 20.0, size=(n_series, 1))
    trend = rng.normal(0, 0.05, size=(n_series, 1))
    weekly = rng.uniform(0.1, 0.5, size=(n_series, 1)) * np.sin(2 * np.pi * t / 7 + rng.uniform(0, 6, (n_series, 1)))
    promo = (rng.random((n_series, length)) < 0.05) * rng.uniform(0.3, 1.0, (n_series, 1))
    mean = np.clip(level * (1 + weekly + promo) + trend * t, 0.5, None)
    return rng.poisson(mean).astype(np.float32)


def split_series(series, val_fraction):
    """Hold out whole series (store/item pairs) for validation."""
    order = np.random.permutation(len(series))
    n_val = int(len(series) * val_fraction)
    return series[order[n_val:]], series[order[:n_val]]


class WindowDataset(Dataset):
    """All (window -> horizon) slices of every series, scaled by the window mean."""

    def __init__(self, series, window, horizon):
        self.series = torch.from_numpy(series)
        self.window, self.horizon = window, horizon
        self.per_series = series.shape[1] - window - horizon + 1

    def __len__(self):
        return len(self.series) * self.per_series

    def __getitem__(self, i):
        s, start = divmod(i, self.per_series)
        seq = self.series[s, start:start + self.window + self.horizon]
        x, y = seq[:self.window], seq[self.window:]
        scale = x.mean().clamp(min=1.0)
        return (x / scale).unsqueeze(-1), y / scale, scale
