"""Noisy 16x16 images of four shapes at random positions and sizes."""
import numpy as np
import torch
from torch.utils.data import TensorDataset

CLASSES = ("circle", "square", "triangle", "cross")


def _draw(kind, size, rng):
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    r = rng.uniform(size * 0.2, size * 0.35)
    cy, cx = rng.uniform(r, size - r, size=2)
    dy, dx = yy - cy, xx - cx
    if kind == "circle":
        return (dy ** 2 + dx ** 2 <= r ** 2).astype(np.float32)
    if kind == "square":
        return ((abs(dy) <= r * 0.8) & (abs(dx) <= r * 0.8)).astype(np.float32)
    if kind == "triangle":
        return ((dy <= r * 0.7) & (dy >= -r) & (abs(dx) <= (dy + r) * 0.6)).astype(np.float32)
    w = max(1.0, r * 0.25)
    return (((abs(dy) <= w) & (abs(dx) <= r)) | ((abs(dx) <= w) & (abs(dy) <= r))).astype(np.float32)


def make_dataset(n, size=16, noise=0.3, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, len(CLASSES), size=n)
    x = np.stack([_draw(CLASSES[k], size, rng) for k in y])
    x = x + noise * rng.normal(size=x.shape).astype(np.float32)
    return TensorDataset(torch.from_numpy(x[:, None].astype(np.float32)), torch.from_numpy(y))


def split(ds, val_fraction, seed=0):
    n_val = int(len(ds) * val_fraction)
    gen = torch.Generator().manual_seed(seed)
    return torch.utils.data.random_split(ds, [len(ds) - n_val, n_val], generator=gen)
