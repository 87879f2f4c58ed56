"""Synthetic Raman-like spectra: a few Lorentzian peaks on a sloped baseline.

`anomalous=True` adds an extra peak at an unusual position (contamination).
"""
import torch


def lorentz(x, center, width):
    return 1.0 / (1.0 + ((x - center) / width) ** 2)


def make_spectra(n, bins=128, seed=0, anomalous=False):
    g = torch.Generator().manual_seed(seed)
    x = torch.linspace(0, 1, bins)
    centers = torch.tensor([0.2, 0.35, 0.6, 0.8])
    out = torch.empty(n, bins)
    for i in range(n):
        s = (0.2 + 0.3 * torch.rand(1, generator=g)) * (1 - x)
        for c in centers:
            shift = 0.01 * torch.randn(1, generator=g)
            amp = 0.5 + torch.rand(1, generator=g)
            s = s + amp * lorentz(x, c + shift, 0.015 + 0.01 * torch.rand(1, generator=g))
        if anomalous:
            c = 0.45 + 0.1 * torch.rand(1, generator=g)
            s = s + (0.6 + 0.6 * torch.rand(1, generator=g)) * lorentz(x, c, 0.02)
        out[i] = s + 0.03 * torch.randn(bins, generator=g)
    return out
