"""Synthetic scenes: a textured background (class 0) with a few coloured shapes; each shape type
is a class. Pixels at shape borders are marked with ignore_index, like VOC's void label."""
import math
import random

import torch
from torch.utils.data import Dataset

SHAPES = ("square", "disk", "triangle", "hbar", "vbar", "ring", "cross")


def _shape_mask(kind, size, cy, cx, r):
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    dy, dx = (yy - cy).float(), (xx - cx).float()
    if kind == "square":
        return (dy.abs() <= r) & (dx.abs() <= r)
    if kind == "disk":
        return dy ** 2 + dx ** 2 <= r ** 2
    if kind == "triangle":
        return (dy >= -r) & (dy <= r) & (dx.abs() <= (dy + r) / 2)
    if kind == "hbar":
        return (dy.abs() <= max(1, r // 3)) & (dx.abs() <= r)
    if kind == "vbar":
        return (dx.abs() <= max(1, r // 3)) & (dy.abs() <= r)
    if kind == "ring":
        d = (dy ** 2 + dx ** 2).sqrt()
        return (d <= r) & (d >= r * 0.55)
    if kind == "cross":
        t = max(1, r // 3)
        return ((dy.abs() <= t) & (dx.abs() <= r)) | ((dx.abs() <= t) & (dy.abs() <= r))
    raise ValueError(kind)


def _border(mask):
    m = mask.float()[None, None]
    dil = torch.nn.functional.max_pool2d(m, 3, 1, 1)
    ero = -torch.nn.functional.max_pool2d(-m, 3, 1, 1)
    return (dil - ero)[0, 0] > 0


class ShapeScenes(Dataset):
    def __init__(self, n, num_classes=8, image_size=32, max_shapes=3, ignore_index=255, seed=0,
                 transform=None, mark_borders=True):
        assert num_classes - 1 <= len(SHAPES)
        self.n = n
        self.num_classes = num_classes
        self.size = image_size
        self.max_shapes = max_shapes
        self.ignore_index = ignore_index
        self.seed = seed
        self.transform = transform
        self.mark_borders = mark_borders
        g = torch.Generator().manual_seed(1000 + num_classes)
        self.palette = torch.rand(num_classes, 3, generator=g)

    def __len__(self):
        return self.n

    def render(self, idx):
        rng = random.Random(self.seed * 100003 + idx)
        s = self.size
        img = 0.15 * torch.randn(3, s, s, generator=torch.Generator().manual_seed(idx + 7 * self.seed))
        img += self.palette[0].view(3, 1, 1)
        mask = torch.zeros(s, s, dtype=torch.long)
        ignore = torch.zeros(s, s, dtype=torch.bool)
        for _ in range(rng.randint(1, self.max_shapes)):
            cls = rng.randint(1, self.num_classes - 1)
            r = rng.randint(max(2, s // 10), max(3, s // 4))
            cy, cx = rng.randint(r, s - r - 1), rng.randint(r, s - r - 1)
            m = _shape_mask(SHAPES[cls - 1], s, cy, cx, r)
            img[:, m] = self.palette[cls].view(3, 1) + 0.1 * math.sin(cls)
            mask[m] = cls
            if self.mark_borders:
                ignore |= _border(m)
        mask[ignore] = self.ignore_index
        return img, mask

    def __getitem__(self, idx):
        img, mask = self.render(idx)
        if self.transform is not None:
            img, mask = self.transform(img, mask)
        return img, mask

    def class_frequencies(self, limit=200):
        counts = torch.zeros(self.num_classes)
        for i in range(min(limit, self.n)):
            _, m = self.render(i)
            valid = m != self.ignore_index
            counts += torch.bincount(m[valid], minlength=self.num_classes).float()
        return counts / counts.sum()
