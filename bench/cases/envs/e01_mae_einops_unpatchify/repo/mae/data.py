"""Synthetic RGB images: a colour gradient background with a few solid rectangles."""
import torch
from torch.utils.data import TensorDataset


def make_shapes(n, size=32, seed=0, max_rects=3):
    g = torch.Generator().manual_seed(seed)
    imgs = torch.empty(n, 3, size, size)
    ramp = torch.linspace(0, 1, size)
    for i in range(n):
        c0, c1 = torch.rand(3, generator=g), torch.rand(3, generator=g)
        if torch.rand(1, generator=g) < 0.5:
            t = ramp.view(1, size, 1).expand(1, size, size)
        else:
            t = ramp.view(1, 1, size).expand(1, size, size)
        img = c0.view(3, 1, 1) * (1 - t) + c1.view(3, 1, 1) * t
        for _ in range(int(torch.randint(1, max_rects + 1, (1,), generator=g))):
            y0, x0 = torch.randint(0, size - 6, (2,), generator=g).tolist()
            hh, ww = torch.randint(4, size // 2, (2,), generator=g).tolist()
            img[:, y0:y0 + hh, x0:x0 + ww] = torch.rand(3, 1, 1, generator=g)
        imgs[i] = img
    return imgs


def shapes_dataset(n, size=32, seed=0):
    return TensorDataset(make_shapes(n, size, seed))
