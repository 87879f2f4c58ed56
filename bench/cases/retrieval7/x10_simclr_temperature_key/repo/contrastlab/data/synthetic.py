"""Synthetic 3-channel textures: class = orientation/frequency of a sinusoidal pattern."""
import math

import torch
from torch.utils.data import Dataset


class SyntheticTextures(Dataset):
    def __init__(self, n, image_size=16, num_classes=4, seed=0, transform=None):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(num_classes, (n,), generator=g)
        yy, xx = torch.meshgrid(torch.arange(image_size).float(), torch.arange(image_size).float(),
                                indexing="ij")
        imgs = []
        for c in self.labels.tolist():
            angle = math.pi * c / num_classes
            freq = 0.6 + 0.15 * c
            phase = float(torch.rand(1, generator=g)) * 2 * math.pi
            wave = torch.sin(freq * (math.cos(angle) * xx + math.sin(angle) * yy) + phase)
            tint = 0.5 + 0.5 * torch.rand(3, 1, 1, generator=g)
            imgs.append(0.5 + 0.4 * wave.unsqueeze(0) * tint)
        self.images = torch.stack(imgs).clamp(0, 1)
        self.transform = transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        x = self.images[i]
        if self.transform is not None:
            x = self.transform(x)
        return x, int(self.labels[i])
