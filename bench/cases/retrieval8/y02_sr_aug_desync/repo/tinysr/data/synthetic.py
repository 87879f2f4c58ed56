"""Procedural RGB images with edges, stripes and smooth gradients."""
import numpy as np
import torch


def _gradient(rng, size):
    yy, xx = np.mgrid[0:size, 0:size] / size
    a, b = rng.uniform(-1, 1, size=2)
    return a * xx + b * yy


def _stripes(rng, size):
    yy, xx = np.mgrid[0:size, 0:size]
    theta = rng.uniform(0, np.pi)
    freq = rng.uniform(0.08, 0.3)
    return 0.5 * np.sin(freq * (np.cos(theta) * xx + np.sin(theta) * yy))


def _shapes(rng, size, n=6):
    canvas = np.zeros((size, size))
    yy, xx = np.mgrid[0:size, 0:size]
    for _ in range(n):
        cy, cx = rng.uniform(0, size, size=2)
        if rng.random() < 0.5:
            r = rng.uniform(4, size / 4)
            mask = (yy - cy) ** 2 + (xx - cx) ** 2 < r ** 2
        else:
            h, w = rng.uniform(4, size / 3, size=2)
            mask = (np.abs(yy - cy) < h) & (np.abs(xx - cx) < w)
        canvas[mask] = rng.uniform(-0.6, 0.6)
    return canvas


def make_images(n, size=96, seed=0):
    """Return a float tensor (n, 3, size, size) with values in [0, 1]."""
    rng = np.random.default_rng(seed)
    out = np.empty((n, 3, size, size), dtype=np.float32)
    for i in range(n):
        base = _shapes(rng, size) + 0.6 * _stripes(rng, size) + 0.3 * _gradient(rng, size)
        tint = rng.uniform(0.6, 1.0, size=3)
        for c in range(3):
            out[i, c] = 0.5 + 0.45 * np.tanh(base * tint[c] + 0.05 * rng.normal(size=(size, size)))
    return torch.from_numpy(out).clamp_(0.0, 1.0)
