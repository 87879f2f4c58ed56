"""Synthetic Sentinel-2-like pixels.

10 bands (B2..B12) + NDVI + NDWI. Every class has a mean spectrum; pixels are mixtures with
a neighbouring class, scaled by illumination, plus sensor noise. A fraction of the labels is
flipped to mimic the noise of crowd-sourced reference maps.
"""
import torch
from torch.utils.data import TensorDataset

CLASSES = ["water", "forest", "cropland", "urban", "bare", "grassland"]
BANDS = ["B2", "B3", "B4", "B5", "B6", "B7", "B8", "B8A", "B11", "B12"]

_SPECTRA = torch.tensor([
    [0.06, 0.05, 0.03, 0.02, 0.02, 0.02, 0.01, 0.01, 0.01, 0.01],   # water
    [0.03, 0.05, 0.03, 0.08, 0.22, 0.28, 0.30, 0.31, 0.15, 0.07],   # forest
    [0.05, 0.08, 0.06, 0.12, 0.25, 0.30, 0.33, 0.34, 0.24, 0.14],   # cropland
    [0.10, 0.11, 0.12, 0.14, 0.16, 0.17, 0.18, 0.19, 0.22, 0.20],   # urban
    [0.12, 0.15, 0.19, 0.22, 0.24, 0.25, 0.26, 0.27, 0.33, 0.29],   # bare
    [0.04, 0.07, 0.05, 0.11, 0.20, 0.24, 0.26, 0.27, 0.21, 0.12],   # grassland
])


def indices(x):
    b3, b4, b8 = x[:, 1], x[:, 2], x[:, 6]
    ndvi = (b8 - b4) / (b8 + b4 + 1e-6)
    ndwi = (b3 - b8) / (b3 + b8 + 1e-6)
    return torch.stack([ndvi, ndwi], dim=1)


def make_pixels(n, seed=0, label_noise=0.1, mix=0.35, noise=0.012):
    g = torch.Generator().manual_seed(seed)
    k = len(CLASSES)
    y = torch.randint(0, k, (n,), generator=g)
    other = torch.randint(0, k, (n,), generator=g)
    w = mix * torch.rand(n, 1, generator=g)
    refl = (1 - w) * _SPECTRA[y] + w * _SPECTRA[other]
    refl = refl * (0.8 + 0.4 * torch.rand(n, 1, generator=g))          # illumination
    refl = (refl + noise * torch.randn(n, len(BANDS), generator=g)).clamp_min(0.0)
    x = torch.cat([refl * 10, indices(refl)], dim=1)
    flip = torch.rand(n, generator=g) < label_noise
    y_obs = torch.where(flip, torch.randint(0, k, (n,), generator=g), y)
    return TensorDataset(x, y_obs), TensorDataset(x, y)
