"""Synthetic hourly electricity load with daily/weekly seasonality, trend and weather shocks."""
import math
import os

import numpy as np
import torch
from torch.utils.data import Dataset


def make_series(n_series, length, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    level = rng.uniform(50, 200, (n_series, 1))
    daily = np.sin(2 * math.pi * (t / 24 + rng.uniform(0, 1, (n_series, 1))))
    weekly = 0.5 * np.sin(2 * math.pi * t / (24 * 7))
    trend = rng.normal(0, 1e-5, (n_series, 1)) * t
    shocks = np.cumsum(rng.normal(0, 0.02, (n_series, length)), 1)
    y = level * (1 + 0.3 * daily + 0.1 * weekly + trend + 0.1 * np.tanh(shocks))
    y += rng.normal(0, 0.02, y.shape) * level
    return y.astype(np.float32)


class WindowSampler(Dataset):
    """Random (series, start) windows; the context is augmented with numpy RNG (jitter, level scaling)."""

    def __init__(self, series, context, horizon, n_windows, start, stop, jitter=0.0, scale_aug=0.0, seed=0):
        self.series, self.context, self.horizon = series, context, horizon
        self.jitter, self.scale_aug = jitter, scale_aug
        rng = np.random.default_rng(seed)
        self.sid = rng.integers(0, series.shape[0], n_windows)
        self.t0 = rng.integers(start, stop - context - horizon, n_windows)

    def __len__(self):
        return len(self.sid)

    def __getitem__(self, i):
        s, t0 = self.sid[i], self.t0[i]
        w = self.series[s, t0:t0 + self.context + self.horizon].copy()
        if self.scale_aug:
            w *= 1 + self.scale_aug * np.random.uniform(-1, 1)
        x, y = w[:self.context], w[self.context:]
        if self.jitter:
            x = x * (1 + self.jitter * np.random.standard_normal(x.shape).astype(np.float32))
        mu = x.mean()
        return torch.from_numpy(x / mu).unsqueeze(-1), torch.from_numpy(y / mu), torch.tensor(mu)


def worker_init_fn(worker_id):
    """Give every DataLoader worker its own numpy stream (otherwise all workers draw the same noise)."""
    np.random.seed((os.getpid() * 1000 + worker_id) % 2 ** 32)
