"""Procedurally generated 'shapes' images: circle, square, triangle, cross on a noisy background."""
import math

import torch
from torch.utils.data import Dataset

CLASSES = ["circle", "square", "triangle", "cross"]


def _render(kind, size, cx, cy, r, angle):
    ys, xs = torch.meshgrid(torch.arange(size, dtype=torch.float32),
                            torch.arange(size, dtype=torch.float32), indexing="ij")
    x, y = xs - cx, ys - cy
    c, s = math.cos(angle), math.sin(angle)
    xr, yr = c * x + s * y, -s * x + c * y
    if kind == "circle":
        return (x ** 2 + y ** 2 <= r ** 2).float()
    if kind == "square":
        return ((xr.abs() <= r * 0.85) & (yr.abs() <= r * 0.85)).float()
    if kind == "triangle":
        return ((yr <= r * 0.6) & (yr >= -r + 2 * xr.abs() * 0.9)).float()
    if kind == "cross":
        arm = r * 0.3
        return (((xr.abs() <= arm) & (yr.abs() <= r)) | ((yr.abs() <= arm) & (xr.abs() <= r))).float()
    raise ValueError(kind)


class ShapesDataset(Dataset):
    def __init__(self, n, image_size=32, noise=0.15, seed=0, transform=None):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(0, len(CLASSES), (n,), generator=g)
        params = torch.rand(n, 5, generator=g)
        self.images = torch.empty(n, 3, image_size, image_size)
        for i in range(n):
            cx, cy = [image_size * (0.3 + 0.4 * float(v)) for v in params[i, :2]]
            r = image_size * (0.18 + 0.12 * float(params[i, 2]))
            angle = float(params[i, 3]) * math.pi
            mask = _render(CLASSES[int(self.labels[i])], image_size, cx, cy, r, angle)
            color = torch.rand(3, 1, 1, generator=g) * 0.6 + 0.4
            bg = torch.rand(3, 1, 1, generator=g) * 0.3
            img = bg + mask * (color - bg)
            self.images[i] = img + noise * torch.randn(img.shape, generator=g)
        self.transform = transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        img = self.images[idx]
        if self.transform is not None:
            img = self.transform(img)
        return img, self.labels[idx]
