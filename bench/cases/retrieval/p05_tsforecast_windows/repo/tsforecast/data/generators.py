"""Synthetic univariate series used in the examples and tests."""
import math

import torch


def seasonal_series(n, period=24, amplitude=1.0, trend=0.001, noise=0.1, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n, dtype=torch.float32)
    season = amplitude * torch.sin(2 * math.pi * t / period)
    weekly = 0.3 * amplitude * torch.sin(2 * math.pi * t / (7 * period))
    return season + weekly + trend * t + noise * torch.randn(n, generator=g)


def ar_process(n, coeffs=(0.6, -0.2, 0.1), noise=0.5, seed=0, burn_in=100):
    g = torch.Generator().manual_seed(seed)
    p = len(coeffs)
    x = torch.zeros(n + burn_in)
    eps = noise * torch.randn(n + burn_in, generator=g)
    for t in range(p, n + burn_in):
        x[t] = sum(c * x[t - i - 1] for i, c in enumerate(coeffs)) + eps[t]
    return x[burn_in:]


def random_walk(n, drift=0.0, noise=1.0, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.cumsum(drift + noise * torch.randn(n, generator=g), 0)


def make_series(kind, n, seed=0, **kw):
    if kind == "seasonal":
        return seasonal_series(n, seed=seed, **kw)
    if kind == "ar":
        return ar_process(n, seed=seed, **kw)
    if kind == "random_walk":
        return random_walk(n, seed=seed, **kw)
    raise ValueError(f"unknown series kind {kind!r}")
