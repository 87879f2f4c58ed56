"""Synthetic tri-axial accelerometer windows for human activity recognition.

Every window is `length` samples at 25 Hz. Activities differ by gait frequency, amplitude,
which axis carries gravity (device orientation) and how irregular the motion is.
"""
import math

import torch
from torch.utils.data import TensorDataset

ACTIVITIES = ["walking", "jogging", "upstairs", "downstairs", "sitting", "standing"]
#               freq(Hz) amp   gravity axis  jitter
_PROFILES = [(1.8, 0.6, 1, 0.10),
             (2.8, 1.4, 1, 0.15),
             (1.5, 0.5, 1, 0.35),
             (2.0, 0.8, 1, 0.35),
             (0.0, 0.0, 2, 0.05),
             (0.0, 0.0, 1, 0.05)]


def make_windows(n, length=64, seed=0, fs=25.0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(ACTIVITIES), (n,), generator=g)
    prof = torch.tensor(_PROFILES)[y]                       # (n, 4)
    freq, amp, gaxis, jitter = prof[:, 0:1], prof[:, 1:2], prof[:, 2].long(), prof[:, 3]
    freq = freq * (1 + 0.1 * torch.randn(n, 1, generator=g))
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    t = torch.arange(length) / fs                            # (length,)
    axes = torch.arange(3)
    share = torch.where(axes[None, :] == gaxis[:, None], 1.0, 0.35)   # (n, 3)
    wave = torch.sin(2 * math.pi * freq[:, :, None] * t[None, None, :]
                     + phase[:, :, None] + axes[None, :, None])     # (n, 3, length)
    x = (share * amp)[:, :, None] * wave
    x = x + torch.nn.functional.one_hot(gaxis, 3).float()[:, :, None]   # gravity
    x = x + jitter[:, None, None] * torch.randn(n, 3, length, generator=g)
    x = x + 0.05 * torch.randn(n, 3, 1, generator=g)                 # sensor bias
    return TensorDataset(x.transpose(1, 2).contiguous(), y)
