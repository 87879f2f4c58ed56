"""Procedurally rendered 24x24 shape crops (stand-in for the belt camera dataset)."""
import math

import torch

SIZE = 24


def _grid():
    ys, xs = torch.meshgrid(torch.arange(SIZE, dtype=torch.float32),
                            torch.arange(SIZE, dtype=torch.float32), indexing="ij")
    return xs, ys


def _render(kind, cx, cy, r, angle):
    xs, ys = _grid()
    dx, dy = xs - cx, ys - cy
    c, s = math.cos(angle), math.sin(angle)
    u, v = c * dx + s * dy, -s * dx + c * dy
    if kind == 0:    # circle
        m = (dx ** 2 + dy ** 2) <= r ** 2
    elif kind == 1:  # square
        m = (u.abs() <= r * 0.8) & (v.abs() <= r * 0.8)
    elif kind == 2:  # triangle
        m = (v >= -r * 0.6) & (v <= r * 0.9 - 1.7 * u.abs())
    elif kind == 3:  # cross
        w = max(1.0, r * 0.3)
        m = ((u.abs() <= w) & (v.abs() <= r)) | ((v.abs() <= w) & (u.abs() <= r))
    else:            # background only
        m = torch.zeros(SIZE, SIZE, dtype=torch.bool)
    return m.float()


def make_shapes(n, seed=0, noise=0.15):
    """Return images (n, 1, 24, 24) in [0, 1] and labels (n,)."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, 5, (n,), generator=g)
    imgs = torch.empty(n, 1, SIZE, SIZE)
    for i in range(n):
        r = 4.0 + 4.0 * float(torch.rand(1, generator=g))
        cx, cy = (SIZE / 2 + (torch.rand(2, generator=g) - 0.5) * 6).tolist()
        angle = float(torch.rand(1, generator=g)) * math.pi
        fg = 0.6 + 0.4 * float(torch.rand(1, generator=g))
        bg = 0.3 * float(torch.rand(1, generator=g))
        img = bg + (fg - bg) * _render(int(labels[i]), cx, cy, r, angle)
        imgs[i, 0] = img + noise * torch.randn(SIZE, SIZE, generator=g)
    return imgs.clamp(0, 1), labels
