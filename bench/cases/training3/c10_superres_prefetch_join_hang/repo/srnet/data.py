"""Synthetic 2x super-resolution patches: smooth random textures + edges, bicubic-ish downsampling."""
import torch
import torch.nn.functional as F
from torch.utils.data import Dataset


def make_patches(n, size=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    low = torch.rand(n, 1, size // 8, size // 8, generator=g)
    hr = F.interpolate(low, size=(size, size), mode="bicubic", align_corners=False)
    # sharp edges: random half-planes
    yy, xx = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    theta = torch.rand(n, 1, 1, generator=g) * 6.283
    off = torch.rand(n, 1, 1, generator=g) - 0.5
    edge = ((torch.cos(theta) * xx + torch.sin(theta) * yy) > off).float().unsqueeze(1)
    hr = (0.6 * hr + 0.4 * edge).clamp(0, 1)
    lr = F.avg_pool2d(hr, 2)
    return lr, hr


class PatchDataset(Dataset):
    def __init__(self, lr, hr, augment=True):
        self.lr, self.hr, self.augment = lr, hr, augment

    def __len__(self):
        return len(self.lr)

    def __getitem__(self, i):
        lr, hr = self.lr[i], self.hr[i]
        if self.augment and torch.rand(()) < 0.5:
            lr, hr = lr.flip(-1), hr.flip(-1)
        return lr, hr
