"""Procedural textures (sinusoid gratings + edges) for smoke tests."""
import math

import torch

from .paired import PairedFolderDataset


class SyntheticTextureDataset(PairedFolderDataset):
    def __init__(self, size, hr_size, scale, transform=None, seed=0, noise_sigma=0.0):
        self.size = size
        self.hr_size = hr_size - hr_size % scale
        self.scale = scale
        self.transform = transform
        self.seed = seed
        self.noise_sigma = noise_sigma

    def __len__(self):
        return self.size

    def load_hr(self, idx):
        g = torch.Generator().manual_seed(self.seed * 7919 + idx)
        n = self.hr_size
        yy, xx = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
        img = torch.zeros(3, n, n)
        for c in range(3):
            f = 0.05 + 0.25 * torch.rand(1, generator=g).item()
            ang = math.pi * torch.rand(1, generator=g).item()
            img[c] = 0.5 + 0.4 * torch.sin(f * (xx * math.cos(ang) + yy * math.sin(ang)))
        cut = int(torch.randint(n // 4, 3 * n // 4, (1,), generator=g))
        img[:, :, cut:] *= 0.6
        return img.clamp(0, 1)
