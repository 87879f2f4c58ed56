"""Synthetic woven-fabric patches with four defect classes."""
import math

import torch
from torch.utils.data import Dataset, random_split

from fabric.transforms import build_transform

CLASSES = ("good", "hole", "stain", "tear")


def _weave(size, g):
    yy, xx = torch.meshgrid(torch.arange(size, dtype=torch.float32),
                            torch.arange(size, dtype=torch.float32), indexing="ij")
    period = 3.0 + torch.rand(1, generator=g).item()
    ph = 2 * math.pi * torch.rand(2, generator=g)
    img = 0.5 + 0.12 * torch.sin(2 * math.pi * xx / period + ph[0]) * torch.sin(2 * math.pi * yy / period + ph[1])
    return img, yy, xx


def render_patch(label, size, g):
    img, yy, xx = _weave(size, g)
    cy, cx = (size * (0.25 + 0.5 * torch.rand(2, generator=g))).tolist()
    d2 = (yy - cy) ** 2 + (xx - cx) ** 2
    if label == "hole":
        r = 1.5 + 1.5 * torch.rand(1, generator=g).item()
        img = torch.where(d2 <= r * r, torch.full_like(img, 0.05), img)
    elif label == "stain":
        r = 3.0 + 3.0 * torch.rand(1, generator=g).item()
        img = img + 0.25 * torch.exp(-d2 / (2 * r * r))
    elif label == "tear":
        angle = math.pi * torch.rand(1, generator=g).item()
        dist = ((xx - cx) * math.sin(angle) - (yy - cy) * math.cos(angle)).abs()
        along = ((xx - cx) * math.cos(angle) + (yy - cy) * math.sin(angle)).abs()
        img = torch.where((dist < 0.8) & (along < size * 0.3), torch.full_like(img, 0.1), img)
    img = img + 0.04 * torch.randn(size, size, generator=g)
    return img.unsqueeze(0)


class FabricPatches(Dataset):
    def __init__(self, num, size=24, seed=0, transform=None):
        g = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(len(CLASSES), (num,), generator=g)
        self.images = torch.stack([render_patch(CLASSES[c], size, g) for c in self.labels.tolist()])
        self.transform = transform

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        img = self.images[idx]
        if self.transform is not None:
            img = self.transform(img)
        return img, self.labels[idx]


def build_datasets(cfg):
    """Generate the patch set once and split it into train / val."""
    d = cfg["data"]
    full = FabricPatches(d["num"], d["size"], seed=d["seed"],
                         transform=build_transform(d["augment"], train=True))
    n_val = int(d["num"] * d["val_fraction"])
    train_ds, val_ds = random_split(full, [d["num"] - n_val, n_val],
                                    generator=torch.Generator().manual_seed(d["seed"]))
    val_ds.transform = build_transform(d["augment"], train=False)
    return train_ds, val_ds
