"""Synthetic 'glyph' images: 10 prototype stroke patterns rendered with jitter and noise."""
import math

import torch
from torch.utils.data import Dataset


def _prototypes(n_classes, size, g):
    protos = torch.zeros(n_classes, size, size)
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    for c in range(n_classes):
        for _ in range(3):  # three random strokes per glyph
            a = torch.rand(1, generator=g).item() * math.pi
            cx, cy = (torch.rand(2, generator=g) * size * 0.6 + size * 0.2).tolist()
            d = (xx - cx) * math.sin(a) - (yy - cy) * math.cos(a)
            r = ((xx - cx) ** 2 + (yy - cy) ** 2).sqrt()
            protos[c] += torch.exp(-d ** 2 / 1.5) * (r < size * 0.35)
    return protos.clamp(max=1)


def make_glyphs(n, n_classes=10, size=24, seed=0, glyph_seed=1234):
    """The glyph set is fixed by `glyph_seed`; `seed` only controls the sampled instances."""
    protos = _prototypes(n_classes, size, torch.Generator().manual_seed(glyph_seed))
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = protos[y] * (0.7 + 0.6 * torch.rand(n, 1, 1, generator=g)) + 0.1 * torch.randn(n, size, size, generator=g)
    return x.unsqueeze(1), y


class TwoViews(Dataset):
    """Returns two random augmentations of the same image (SimCLR)."""

    def __init__(self, x, max_shift=3, noise=0.15, seed=0):
        self.x, self.max_shift, self.noise = x, max_shift, noise

    def _aug(self, img):
        dx, dy = torch.randint(-self.max_shift, self.max_shift + 1, (2,)).tolist()
        img = torch.roll(img, (dy, dx), dims=(1, 2))
        if torch.rand(1).item() < 0.5:
            img = img.flip(2)
        img = img * (0.6 + 0.8 * torch.rand(1)) + self.noise * torch.randn_like(img)
        return img

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self._aug(self.x[i]), self._aug(self.x[i])
