"""Texture images: each class is an oriented sinusoidal grating with a class-specific frequency."""
import math

import torch
from torch.utils.data import Dataset


def make_textures(n, size=24, n_classes=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, n_classes, (n,), generator=g)
    ys, xs = torch.meshgrid(torch.arange(size, dtype=torch.float32), torch.arange(size, dtype=torch.float32),
                            indexing="ij")
    images = torch.empty(n, 3, size, size)
    for i in range(n):
        c = int(labels[i])
        theta = math.pi * c / n_classes + 0.2 * float(torch.randn(1, generator=g))
        freq = 0.25 + 0.12 * (c % 3)
        phase = 2 * math.pi * float(torch.rand(1, generator=g))
        wave = torch.sin(freq * (math.cos(theta) * xs + math.sin(theta) * ys) + phase)
        tint = 0.5 + 0.5 * torch.rand(3, 1, 1, generator=g)
        images[i] = 0.5 + 0.4 * tint * wave + 0.05 * torch.randn(3, size, size, generator=g)
    return images.clamp(0, 1), labels


class TwoViewDataset(Dataset):
    def __init__(self, images, transform):
        self.images, self.transform = images, transform

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        x = self.images[i]
        return self.transform(x), self.transform(x)


class LabeledDataset(Dataset):
    def __init__(self, images, labels):
        self.images, self.labels = images, labels

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return self.images[i], self.labels[i]
