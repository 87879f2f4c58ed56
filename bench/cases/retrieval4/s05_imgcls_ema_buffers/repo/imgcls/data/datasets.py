import os

import torch
from torch.utils.data import Dataset


class TensorFolder(Dataset):
    def __init__(self, root, transform=None):
        self.classes = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
        self.samples = []
        for ci, c in enumerate(self.classes):
            for fn in sorted(os.listdir(os.path.join(root, c))):
                if fn.endswith(".pt"):
                    self.samples.append((os.path.join(root, c, fn), ci))
        self.transform = transform

    def __len__(self):
        return len(self.samples)

    def targets(self):
        return [t for _, t in self.samples]

    def __getitem__(self, idx):
        path, target = self.samples[idx]
        img = torch.load(path).float()
        if img.max() > 1.5:
            img = img / 255.0
        if self.transform is not None:
            img = self.transform(img)
        return img, target


class SyntheticImages(Dataset):
    def __init__(self, n, num_classes=10, size=32, seed=0, transform=None):
        self.n = n
        self.num_classes = num_classes
        self.size = size
        self.seed = seed
        self.transform = transform
        g = torch.Generator().manual_seed(1234)
        self.protos = torch.rand(num_classes, 3, size, size, generator=g)

    def __len__(self):
        return self.n

    def targets(self):
        return [i % self.num_classes for i in range(self.n)]

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + idx)
        y = idx % self.num_classes
        img = (0.6 * self.protos[y] + 0.4 * torch.rand(3, self.size, self.size, generator=g)).clamp(0, 1)
        if self.transform is not None:
            img = self.transform(img)
        return img, y


def build_datasets(cfg, train_tf, val_tf):
    d = cfg["data"]
    if d.get("root"):
        return TensorFolder(os.path.join(d["root"], "train"), train_tf), TensorFolder(os.path.join(d["root"], "val"), val_tf)
    nc = cfg["model"]["num_classes"]
    return (SyntheticImages(d.get("synthetic_train", 5000), nc, d.get("size", 32), 0, train_tf),
            SyntheticImages(d.get("synthetic_val", 1000), nc, d.get("size", 32), 1, val_tf))
