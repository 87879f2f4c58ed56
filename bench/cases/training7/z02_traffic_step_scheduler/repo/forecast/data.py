import math

import torch
from torch.utils.data import Dataset

STEPS_PER_DAY = 96  # 15-minute bins


def simulate_traffic(n_sensors, n_days, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_days * STEPS_PER_DAY, dtype=torch.float32)
    day = 2 * math.pi * t / STEPS_PER_DAY
    week = 2 * math.pi * t / (7 * STEPS_PER_DAY)
    series = []
    for _ in range(n_sensors):
        a, b, c = torch.rand(3, generator=g) * torch.tensor([1.0, 0.6, 0.4]) + 0.3
        morning = torch.exp(-((t % STEPS_PER_DAY - 32) ** 2) / 40.0)
        evening = torch.exp(-((t % STEPS_PER_DAY - 70) ** 2) / 60.0)
        s = a * torch.sin(day - 1.5) + c * torch.sin(week) + b * (morning + evening)
        s = s + 0.1 * torch.randn(t.shape, generator=g)
        series.append(s)
    return torch.stack(series)  # (sensors, T)


def split_series(series, val_fraction):
    cut = int(series.shape[1] * (1 - val_fraction))
    return series[:, :cut], series[:, cut:]


class WindowDataset(Dataset):
    def __init__(self, series, window, horizon, mean=None, std=None, stride=4):
        self.mean = series.mean() if mean is None else mean
        self.std = series.std() if std is None else std
        self.series = (series - self.mean) / self.std
        self.window, self.horizon = window, horizon
        T = series.shape[1]
        self.index = [(s, i) for s in range(series.shape[0])
                      for i in range(0, T - window - horizon + 1, stride)]

    def __len__(self):
        return len(self.index)

    def __getitem__(self, k):
        s, i = self.index[k]
        x = self.series[s, i: i + self.window]
        y = self.series[s, i + self.window: i + self.window + self.horizon]
        return x, y
