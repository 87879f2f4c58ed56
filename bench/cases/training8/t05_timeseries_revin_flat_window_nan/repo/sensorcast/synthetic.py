"""Synthetic multi-sensor series: daily/weekly seasonality, trend, noise and sensor outages.

Real plant data has dropouts where the historian keeps the last reported value; we
mimic that by forward-filling the channel for the duration of an outage.
"""
import math

import torch


def make_series(length=6000, n_channels=4, outage_rate=0.0001, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    chans = []
    for c in range(n_channels):
        phase = float(torch.rand(1, generator=g)) * 2 * math.pi
        amp_day = 1.0 + float(torch.rand(1, generator=g))
        amp_week = 0.5 * float(torch.rand(1, generator=g))
        trend = 0.0002 * float(torch.randn(1, generator=g))
        level = 20.0 + 5.0 * float(torch.randn(1, generator=g))
        x = (level + amp_day * torch.sin(2 * math.pi * t / 24 + phase)
             + amp_week * torch.sin(2 * math.pi * t / 168 + phase / 2) + trend * t
             + 0.15 * torch.randn(length, generator=g))
        chans.append(x)
    series = torch.stack(chans, dim=1)
    add_outages(series, outage_rate, g)
    return series


def add_outages(series, rate, g, min_len=49, max_len=53):
    """In-place: hold the last value of a channel for a random number of steps."""
    length, n_channels = series.shape
    n_out = int(torch.poisson(torch.tensor(rate * length * n_channels), generator=g))
    for _ in range(n_out):
        c = int(torch.randint(0, n_channels, (1,), generator=g))
        start = int(torch.randint(1, length - max_len, (1,), generator=g))
        dur = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
        series[start:start + dur, c] = series[start - 1, c]
    return series
