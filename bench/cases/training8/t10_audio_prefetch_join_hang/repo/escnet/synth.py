"""Synthetic environmental sounds: five classes with different temporal/spectral structure."""
import math

import torch

CLASSES = ["siren", "dog_bark", "engine", "clock_tick", "rain"]


def _envelope(n, attack, g):
    t = torch.linspace(0, 1, n)
    return torch.clamp(t / attack, max=1.0) * torch.exp(-t * float(torch.rand(1, generator=g) * 2))


def synth_clip(label, sr=16000, seconds=1.0, g=None):
    n = int(sr * seconds)
    t = torch.arange(n) / sr
    if label == 0:      # siren: slow frequency sweep
        f0 = 600 + 300 * float(torch.rand(1, generator=g))
        x = torch.sin(2 * math.pi * (f0 * t + 150 * torch.sin(2 * math.pi * 1.5 * t) / (2 * math.pi * 1.5)))
    elif label == 1:    # bark: short harmonic bursts
        x = torch.zeros(n)
        for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
            start = int(torch.randint(0, n - 3000, (1,), generator=g))
            f = 300 + 200 * float(torch.rand(1, generator=g))
            seg = torch.arange(3000) / sr
            burst = sum(torch.sin(2 * math.pi * k * f * seg) / k for k in range(1, 5))
            x[start:start + 3000] += burst * _envelope(3000, 0.05, g)
    elif label == 2:    # engine: low fundamental, amplitude modulated
        f = 50 + 40 * float(torch.rand(1, generator=g))
        x = (1 + 0.5 * torch.sin(2 * math.pi * 8 * t)) * sum(torch.sin(2 * math.pi * k * f * t) / k for k in range(1, 6))
    elif label == 3:    # clock: periodic clicks
        x = torch.zeros(n)
        period = int(sr * (0.2 + 0.2 * float(torch.rand(1, generator=g))))
        for s in range(int(torch.randint(0, period, (1,), generator=g)), n - 200, period):
            x[s:s + 200] = torch.randn(200, generator=g) * torch.linspace(1, 0, 200)
    else:               # rain: broadband noise
        x = torch.randn(n, generator=g) * 0.5
    x = x / (x.abs().max() + 1e-6)
    return x + 0.05 * torch.randn(n, generator=g)
