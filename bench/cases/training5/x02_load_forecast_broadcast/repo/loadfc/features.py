import math

import torch


def calendar_features(n_hours):
    t = torch.arange(n_hours, dtype=torch.float32)
    hour = t % 24
    dow = ((t // 24) % 7).long()
    doy = (t / 24) % 365.25
    cols = [
        torch.sin(2 * math.pi * hour / 24), torch.cos(2 * math.pi * hour / 24),
        torch.sin(2 * math.pi * doy / 365.25), torch.cos(2 * math.pi * doy / 365.25),
    ]
    onehot = torch.nn.functional.one_hot(dow, 7).float()
    return torch.cat([torch.stack(cols, 1), onehot], 1)


class Standardizer:
    def __init__(self):
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean(0)
        self.std = x.std(0).clamp_min(1e-6)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std

    def inverse(self, x):
        return x * self.std + self.mean


def build_design_matrix(load, temp, lags):
    """Rows t >= max(lags): [calendar, temperature, lagged loads] -> load[t]."""
    start = max(lags)
    cal = calendar_features(len(load))[start:]
    lagged = torch.stack([load[start - l: len(load) - l] for l in lags], 1)
    x = torch.cat([cal, temp[start:, None], lagged], 1)
    y = load[start:]
    return x, y
