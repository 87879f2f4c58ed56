import math

import torch
from torch.utils.data import Dataset


def _render(g, size, max_defects):
    yy, xx = torch.meshgrid(torch.arange(size, dtype=torch.float32), torch.arange(size, dtype=torch.float32),
                            indexing="ij")
    freq = 0.3 + 0.4 * torch.rand(1, generator=g)
    img = 0.15 * torch.sin(freq * xx + 3 * torch.rand(1, generator=g)) + 0.1 * torch.randn(size, size, generator=g)
    mask = torch.zeros(size, size)
    for _ in range(int(torch.randint(0, max_defects + 1, (1,), generator=g))):
        cy, cx = (torch.rand(2, generator=g) * (size - 8) + 4).tolist()
        if torch.rand(1, generator=g) < 0.5:  # pit
            r = 1.0 + 2.0 * float(torch.rand(1, generator=g))
            blob = ((yy - cy) ** 2 + (xx - cx) ** 2) <= r * r
            img = img - 0.8 * blob.float()
        else:  # scratch
            ang = math.pi * float(torch.rand(1, generator=g))
            dist = (-(xx - cx) * math.sin(ang) + (yy - cy) * math.cos(ang)).abs()
            along = ((xx - cx) * math.cos(ang) + (yy - cy) * math.sin(ang)).abs()
            blob = (dist < 0.8) & (along < 6)
            img = img + 0.9 * blob.float()
        mask = torch.maximum(mask, blob.float())
    return img.unsqueeze(0), mask.unsqueeze(0)


class StripDataset(Dataset):
    def __init__(self, n, size=48, max_defects=3, seed=0):
        g = torch.Generator().manual_seed(seed)
        pairs = [_render(g, size, max_defects) for _ in range(n)]
        self.images = torch.stack([p[0] for p in pairs])
        self.masks = torch.stack([p[1] for p in pairs])

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        return self.images[i], self.masks[i]
