import csv
import math

import torch
from torch.utils.data import Dataset


def make_load_series(n_hours=24 * 7 * 12, seed=0, base=500.0):
    """Synthetic hourly electricity load (MW) with daily and weekly cycles, trend and noise."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_hours, dtype=torch.float32)
    daily = 80.0 * torch.sin(2 * math.pi * (t - 7) / 24) + 30.0 * torch.sin(4 * math.pi * t / 24)
    weekly = -60.0 * ((t // 24) % 7 >= 5).float()
    trend = 0.01 * t
    noise = 12.0 * torch.randn(n_hours, generator=g)
    return base + daily + weekly + trend + noise


def load_csv_series(path, column="load_mw"):
    with open(path, newline="") as fh:
        values = [float(row[column]) for row in csv.DictReader(fh) if row[column] != ""]
    return torch.tensor(values, dtype=torch.float32)


def split_series(series, val_frac=0.2):
    cut = int(len(series) * (1 - val_frac))
    return series[:cut], series[cut:]


class StandardScaler:
    def fit(self, x):
        self.mean = x.mean()
        self.std = x.std()
        return self

    def transform(self, x):
        return (x - self.mean) / self.std

    def inverse_transform(self, x):
        return x * self.std + self.mean


class WindowDataset(Dataset):
    """Sliding windows: `input_len` past values -> the next `horizon` values."""

    def __init__(self, series, input_len=168, horizon=24, stride=1):
        if len(series) < input_len + horizon:
            raise ValueError("series shorter than one window")
        self.series = series
        self.input_len = input_len
        self.horizon = horizon
        self.stride = stride

    def __len__(self):
        return (len(self.series) - self.input_len - self.horizon + 1) // self.stride + 1

    def __getitem__(self, idx):
        start = idx * self.stride
        x = self.series[start : start + self.input_len]
        y = self.series[start + self.input_len : start + self.input_len + self.horizon]
        return x, y
