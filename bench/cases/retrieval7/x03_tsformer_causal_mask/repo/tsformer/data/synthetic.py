"""Coupled multi-periodic series with trend and noise."""
import numpy as np


def make_series(length=1500, channels=4, noise=0.1, seed=42):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float64)
    periods = rng.uniform(12, 60, size=(channels, 2))
    phases = rng.uniform(0, 2 * np.pi, size=(channels, 2))
    amps = rng.uniform(0.5, 2.0, size=(channels, 2))
    base = sum(amps[:, k:k + 1] * np.sin(2 * np.pi * t / periods[:, k:k + 1] + phases[:, k:k + 1])
               for k in range(2))
    trend = rng.uniform(-1, 1, size=(channels, 1)) * t / length
    series = base + trend + rng.uniform(-3, 3, size=(channels, 1))
    # channel c also sees a lagged copy of channel c-1
    mix = np.roll(series, 1, axis=0)
    series = series + 0.3 * np.roll(mix, 3, axis=1)
    series += noise * rng.standard_normal(series.shape)
    return series.T.astype(np.float32)   # (T, C)
