"""Tiny synthetic 'shapes' dataset: square / disc / cross on a noisy background."""
import math

import torch

CLASSES = ("square", "disc", "cross")


def _draw(kind, size, g):
    img = torch.zeros(size, size)
    r = int(torch.randint(3, size // 3, (1,), generator=g))
    cy, cx = (int(v) for v in torch.randint(r, size - r, (2,), generator=g))
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    if kind == "square":
        mask = ((yy - cy).abs() <= r) & ((xx - cx).abs() <= r)
    elif kind == "disc":
        mask = (yy - cy) ** 2 + (xx - cx) ** 2 <= r * r
    else:
        w = max(1, r // 3)
        mask = (((yy - cy).abs() <= w) & ((xx - cx).abs() <= r)) | \
               (((xx - cx).abs() <= w) & ((yy - cy).abs() <= r))
    img[mask] = 1.0
    return img


def make_shapes(n, size=20, noise=0.3, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(CLASSES), (n,), generator=g)
    images = torch.stack([_draw(CLASSES[int(c)], size, g) for c in labels])
    images = images + noise * torch.randn(images.shape, generator=g)
    images = (images - 0.2) / math.sqrt(0.25)
    return images.unsqueeze(1), labels
