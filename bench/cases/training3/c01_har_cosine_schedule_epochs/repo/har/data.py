"""Synthetic IMU windows: each activity is a mixture of characteristic oscillations per channel."""
import math

import torch
from torch.utils.data import Dataset


def _class_signatures(n_classes, channels, generator):
    freqs = 1.0 + 1.5 * torch.rand(n_classes, channels, generator=generator)   # Hz
    amps = 0.2 + 0.3 * torch.rand(n_classes, channels, generator=generator)
    offsets = torch.randn(n_classes, channels, generator=generator) * 0.05    # gravity direction
    return freqs, amps, offsets


class IMUWindows(Dataset):
    def __init__(self, n, window=128, channels=6, n_classes=6, noise=1.5, seed=0, rate_hz=50.0):
        g = torch.Generator().manual_seed(1234)          # signatures are shared by all splits
        freqs, amps, offsets = _class_signatures(n_classes, channels, g)
        g = torch.Generator().manual_seed(seed)
        self.y = torch.randint(0, n_classes, (n,), generator=g)
        t = torch.arange(window, dtype=torch.float32) / rate_hz
        phase = 2 * math.pi * torch.rand(n, channels, 1, generator=g)
        jitter = 1.0 + 0.1 * torch.randn(n, channels, 1, generator=g)   # subjects walk at different paces
        f = freqs[self.y].unsqueeze(-1) * jitter
        x = amps[self.y].unsqueeze(-1) * torch.sin(2 * math.pi * f * t + phase)
        x = x + offsets[self.y].unsqueeze(-1)
        x = x + noise * torch.randn(n, channels, window, generator=g)
        self.x = x.float()

    def __len__(self):
        return len(self.y)

    def __getitem__(self, idx):
        return self.x[idx], self.y[idx]
