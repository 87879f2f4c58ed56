"""Synthetic 32x32 grayscale images of four shapes at random position and scale, with noise."""
import math

import torch
from torch.utils.data import TensorDataset

CLASSES = ["circle", "square", "triangle", "cross"]
SIZE = 32


def render_shapes(n, seed=0, noise=0.3):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    cx = torch.rand(n, 1, 1, generator=g) * 12 + 10
    cy = torch.rand(n, 1, 1, generator=g) * 12 + 10
    r = torch.rand(n, 1, 1, generator=g) * 4 + 5
    angle = (torch.rand(n, 1, 1, generator=g) - 0.5) * math.pi / 6
    ys, xs = torch.meshgrid(torch.arange(SIZE, dtype=torch.float32),
                            torch.arange(SIZE, dtype=torch.float32), indexing="ij")
    dx, dy = xs - cx, ys - cy
    u = dx * torch.cos(angle) + dy * torch.sin(angle)
    v = -dx * torch.sin(angle) + dy * torch.cos(angle)
    circle = (u ** 2 + v ** 2) <= r ** 2
    square = (u.abs() <= 0.8 * r) & (v.abs() <= 0.8 * r)
    triangle = (v <= 0.8 * r) & (v >= 1.7 * u.abs() - r)
    cross = ((u.abs() <= 0.3 * r) & (v.abs() <= r)) | ((v.abs() <= 0.3 * r) & (u.abs() <= r))
    masks = torch.stack([circle, square, triangle, cross], 1).float()   # n, 4, H, W
    img = masks[torch.arange(n), labels]
    img = img + noise * torch.randn(n, SIZE, SIZE, generator=g)
    return img.unsqueeze(1), labels


def make_splits(n_train, n_val, n_test, seed=0):
    out = []
    for i, n in enumerate((n_train, n_val, n_test)):
        x, y = render_shapes(n, seed=seed * 100 + i)
        out.append(TensorDataset(x, y))
    return out
