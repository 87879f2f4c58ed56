import glob
import os

import torch
from torch.utils.data import Dataset


class SegFolderDataset(Dataset):
    def __init__(self, root, split="train", transform=None):
        self.images = sorted(glob.glob(os.path.join(root, split, "images", "*.pt")))
        self.masks = [p.replace(os.sep + "images" + os.sep, os.sep + "masks" + os.sep) for p in self.images]
        self.transform = transform

    def __len__(self):
        return len(self.images)

    def __getitem__(self, idx):
        image = torch.load(self.images[idx]).float()
        mask = torch.load(self.masks[idx]).long()
        if self.transform is not None:
            image, mask = self.transform(image, mask)
        return image, mask


class SyntheticShapes(Dataset):
    """Bottom half is class 1; square objects of the other classes are placed on the right side."""

    def __init__(self, n, size=(96, 128), num_classes=4, seed=0, transform=None):
        self.n = n
        self.size = size
        self.num_classes = num_classes
        self.seed = seed
        self.transform = transform

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 100003 + idx)
        h, w = self.size
        mask = torch.zeros(h, w, dtype=torch.long)
        mask[h // 2:, :] = 1
        for _ in range(int(torch.randint(1, 4, (1,), generator=g))):
            cls = int(torch.randint(2, self.num_classes, (1,), generator=g))
            y0 = int(torch.randint(0, h - 20, (1,), generator=g))
            x0 = int(torch.randint(w // 2, w - 20, (1,), generator=g))
            mask[y0:y0 + 20, x0:x0 + 20] = cls
        image = torch.randn(3, h, w, generator=g) * 0.2
        for c in range(self.num_classes):
            image[c % 3][mask == c] += 0.5 + 0.3 * c
        image[:, :, : w // 3] += torch.linspace(0, 1, w // 3)
        if self.transform is not None:
            image, mask = self.transform(image, mask)
        return image, mask


def build_dataset(cfg, split, transform):
    root = cfg["data"].get("root", "")
    if root:
        return SegFolderDataset(root, split, transform)
    n = cfg["data"].get("synthetic_train" if split == "train" else "synthetic_val", 256)
    return SyntheticShapes(n, tuple(cfg["data"].get("size", (96, 128))), cfg["model"]["num_classes"],
                           seed=0 if split == "train" else 1, transform=transform)
