"""Synthetic multivariate 'sensor' series and sliding-window datasets."""
import numpy as np
import torch
from torch.utils.data import Dataset


def make_series(length=4000, channels=3, noise=0.1, seed=0):
    """Channel 0 (load) is driven by two seasonalities and a lagged copy of channel 1
    (temperature); other channels are noisy covariates."""
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    temp = np.sin(2 * np.pi * t / 96) + 0.3 * np.sin(2 * np.pi * t / 17 + 1.0)
    load = 0.8 * np.sin(2 * np.pi * t / 48) + 0.6 * np.roll(temp, 5) + 0.2 * np.cos(2 * np.pi * t / 7)
    cols = [load, temp]
    for _ in range(channels - 2):
        cols.append(rng.normal(size=length).cumsum() * 0.05)
    x = np.stack(cols, axis=1) + noise * rng.normal(size=(length, channels))
    return x.astype(np.float32)


def split_series(series, val_fraction=0.2):
    cut = int(len(series) * (1 - val_fraction))
    train, val = series[:cut], series[cut:]
    mean, std = train.mean(0), train.std(0) + 1e-6
    return (train - mean) / std, (val - mean) / std, (mean, std)


class WindowDataset(Dataset):
    """(past `window` steps of all channels) -> (next `horizon` steps of the target channel)."""

    def __init__(self, series, window, horizon, target=0):
        self.data = torch.as_tensor(series)
        self.window, self.horizon, self.target = window, horizon, target

    def __len__(self):
        return len(self.data) - self.window - self.horizon + 1

    def __getitem__(self, i):
        chunk = self.data[i:i + self.window + self.horizon]
        x = chunk[:self.window]
        y = chunk[self.window:, [self.target]].squeeze()
        return x, y
