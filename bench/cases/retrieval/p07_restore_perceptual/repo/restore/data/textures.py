"""Procedural RGB textures (stripes, checkers, blobs, gradients) as clean training images."""
import math

import torch


def _grid(n):
    ys, xs = torch.meshgrid(torch.linspace(0, 1, n), torch.linspace(0, 1, n), indexing="ij")
    return ys, xs


def stripes(n, g):
    ys, xs = _grid(n)
    theta = float(torch.rand(1, generator=g)) * math.pi
    freq = 3 + 10 * float(torch.rand(1, generator=g))
    v = torch.sin(2 * math.pi * freq * (xs * math.cos(theta) + ys * math.sin(theta)))
    return 0.5 + 0.5 * v


def checker(n, g):
    ys, xs = _grid(n)
    k = int(2 + 6 * float(torch.rand(1, generator=g)))
    return (((ys * k).floor() + (xs * k).floor()) % 2).float()


def blobs(n, g):
    low = torch.rand(1, 1, 4, 4, generator=g)
    return torch.nn.functional.interpolate(low, size=(n, n), mode="bicubic", align_corners=False)[0, 0].clamp(0, 1)


def gradient(n, g):
    ys, xs = _grid(n)
    a, b = torch.rand(2, generator=g)
    return (a * xs + b * ys) / (a + b + 1e-6)


GENERATORS = [stripes, checker, blobs, gradient]


def random_texture(n, g):
    chans = []
    for _ in range(3):
        fn = GENERATORS[int(torch.randint(len(GENERATORS), (1,), generator=g))]
        chans.append(fn(n, g))
    return torch.stack(chans).clamp(0, 1)
