"""Striped textures; anomalous samples get a blob of wrong colour."""
import math

import torch
from torch.utils.data import Dataset


class SyntheticTextureDataset(Dataset):
    def __init__(self, size, image_size=64, anomaly_prob=0.5, seed=0, transform=None):
        self.size = size
        self.image_size = image_size
        self.anomaly_prob = anomaly_prob
        self.seed = seed
        self.transform = transform

    def __len__(self):
        return self.size

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 65537 + idx)
        n = self.image_size
        yy, xx = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
        phase = torch.rand(1, generator=g).item() * 2 * math.pi
        base = 0.5 + 0.3 * torch.sin(xx * 0.6 + phase)
        img = torch.stack([base, base * 0.8, 1 - base]) + 0.03 * torch.randn(3, n, n, generator=g)
        mask = torch.zeros(1, n, n)
        label = int(torch.rand(1, generator=g).item() < self.anomaly_prob)
        if label:
            cx, cy = torch.randint(8, n - 8, (2,), generator=g).tolist()
            r = int(torch.randint(3, 7, (1,), generator=g))
            blob = ((xx - cx) ** 2 + (yy - cy) ** 2) <= r * r
            img[:, blob] = torch.tensor([0.9, 0.1, 0.1]).unsqueeze(1)
            mask[0, blob] = 1.0
        img = img.clamp(0, 1)
        if self.transform is not None:
            img, mask = self.transform(img, mask)
        return {"image": img, "mask": mask, "label": label, "name": f"synthetic_{idx:04d}"}
