"""Procedurally drawn shapes (circle, square, triangle, cross, ring, bar) on noisy 32x32 RGB canvases."""
import torch
from torch.utils.data import Dataset

CLASSES = ["circle", "square", "triangle", "cross", "ring", "bar"]


def _draw(kind, size, cx, cy, r, yy, xx):
    dx, dy = xx - cx, yy - cy
    if kind == 0:
        return (dx ** 2 + dy ** 2) < r ** 2
    if kind == 1:
        return (dx.abs() < r * 0.8) & (dy.abs() < r * 0.8)
    if kind == 2:
        return (dy < r * 0.7) & (dy > -r) & (dx.abs() < (dy + r) * 0.6)
    if kind == 3:
        return ((dx.abs() < r * 0.25) & (dy.abs() < r)) | ((dy.abs() < r * 0.25) & (dx.abs() < r))
    if kind == 4:
        d = (dx ** 2 + dy ** 2).sqrt()
        return (d < r) & (d > r * 0.6)
    return (dx.abs() < r) & (dy.abs() < r * 0.25)


class ShapesDataset(Dataset):
    def __init__(self, n, size=32, seed=0):
        g = torch.Generator().manual_seed(seed)
        yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
        self.y = torch.randint(0, len(CLASSES), (n,), generator=g)
        self.x = torch.empty(n, 3, size, size)
        for i in range(n):
            cx, cy = (torch.rand(2, generator=g) * size * 0.5 + size * 0.25).tolist()
            r = size * (0.15 + 0.15 * torch.rand(1, generator=g).item())
            mask = _draw(int(self.y[i]), size, cx, cy, r, yy, xx).float()
            fg, bg = torch.rand(3, 1, 1, generator=g), torch.rand(3, 1, 1, generator=g) * 0.5
            self.x[i] = bg + (fg - bg) * mask + 0.1 * torch.randn(3, size, size, generator=g)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
