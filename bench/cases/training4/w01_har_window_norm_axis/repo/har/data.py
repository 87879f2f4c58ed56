"""Synthetic accelerometer data.

Each window is `length` samples of the acceleration magnitude (one channel by
default, three with --axes xyz) recorded at 50 Hz.  Activities differ in their
cadence and waveform, not in the absolute level, which depends on how tightly
the watch is strapped on -- hence the per-window standardisation below.
"""
import math

import numpy as np
import torch
from torch.utils.data import Dataset

ACTIVITIES = ["still", "walk", "run", "stairs"]
FS = 50.0


def _activity_signal(rng, label, t):
    if label == 0:  # still: tremor + sensor noise only
        return 0.05 * rng.standard_normal(t.shape)
    f = {1: 1.8, 2: 2.9, 3: 1.2}[label] * rng.uniform(0.9, 1.1)
    phase = rng.uniform(0, 2 * math.pi)
    base = np.sin(2 * math.pi * f * t + phase)
    if label == 2:  # running: sharp heel strikes
        base = np.sign(base) * np.abs(base) ** 0.4
    if label == 3:  # stairs: strong second harmonic
        base = base + 0.8 * np.sin(4 * math.pi * f * t + 2 * phase)
    return base + 0.15 * rng.standard_normal(t.shape)


def make_windows(n, length=256, axes=1, seed=0):
    """Return x (n, length, axes) float32 and y (n,) int64."""
    rng = np.random.default_rng(seed)
    t = np.arange(length) / FS
    y = rng.integers(0, len(ACTIVITIES), size=n)
    x = np.empty((n, length, axes), dtype=np.float32)
    for i in range(n):
        sig = _activity_signal(rng, y[i], t)
        for a in range(axes):
            gain = rng.uniform(0.3, 3.0)      # strap tightness / orientation
            offset = rng.uniform(0.5, 1.5)    # gravity component
            x[i, :, a] = offset + gain * sig * (1.0 if a == 0 else rng.uniform(0.3, 1.0))
    return torch.from_numpy(x), torch.from_numpy(y.astype(np.int64))


def normalize_windows(x, eps=1e-6):
    """Per-window, per-channel z-score: removes gravity offset and strap gain.

    x: (batch, time, channels)
    """
    mean = x.mean(dim=-1, keepdim=True)
    std = x.std(dim=-1, keepdim=True, unbiased=False)
    return (x - mean) / (std + eps)


class WindowDataset(Dataset):
    def __init__(self, x, y, normalize=True):
        self.x = normalize_windows(x) if normalize else x
        self.y = y

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
