"""Synthetic hourly electricity load for a few hundred substations: daily + weekly seasonality,
temperature sensitivity, holidays and noise. Samples are (past 7 days, next 24 h)."""
import math

import torch
from torch.utils.data import Dataset


def make_series(n_stations=200, n_days=365, seed=0):
    g = torch.Generator().manual_seed(seed)
    hours = torch.arange(n_days * 24, dtype=torch.float32)
    day = 2 * math.pi * hours / 24
    week = 2 * math.pi * hours / (24 * 7)
    year = 2 * math.pi * hours / (24 * 365)
    base = 1 + 0.5 * torch.rand(n_stations, 1, generator=g)
    temp = 12 - 10 * torch.cos(year) + 4 * torch.sin(day - 2) + torch.randn(n_stations, len(hours), generator=g)
    sens = 0.02 + 0.02 * torch.rand(n_stations, 1, generator=g)
    load = base * (1 + 0.3 * torch.sin(day - 1.5) + 0.1 * torch.sin(week)) + sens * (temp - 18).abs()
    load = load + 0.05 * torch.randn(n_stations, len(hours), generator=g)
    return load, temp


class Windows(Dataset):
    def __init__(self, load, temp, history=168, horizon=24, stride=6, start_day=0, end_day=None):
        self.load, self.temp = load, temp
        self.history, self.horizon = history, horizon
        end = (end_day * 24 if end_day else load.shape[1]) - history - horizon
        starts = torch.arange(start_day * 24, end, stride)
        self.index = [(s, int(t)) for s in range(load.shape[0]) for t in starts]

    def __len__(self):
        return len(self.index)

    def __getitem__(self, i):
        s, t = self.index[i]
        h, f = self.history, self.horizon
        past = torch.stack([self.load[s, t:t + h], self.temp[s, t:t + h]])
        future_temp = self.temp[s, t + h:t + h + f]
        scale = past[0].mean()
        return past / torch.stack([scale, torch.tensor(10.0)])[:, None], future_temp / 10, \
            self.load[s, t + h:t + h + f] / scale
