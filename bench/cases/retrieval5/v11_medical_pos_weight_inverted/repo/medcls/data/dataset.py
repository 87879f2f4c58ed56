"""Chest X-ray datasets: items are (image (1, H, W) float, labels (C,) float)."""
import csv
import os

import torch
from torch.utils.data import Dataset

from .intensity import normalize_intensity


class CXRDataset(Dataset):
    """CSV with columns ``path`` and one 0/1 column per finding."""

    def __init__(self, csv_path, image_root, findings, split, transform=None):
        self.paths, rows = [], []
        with open(csv_path, "r", encoding="utf-8") as fh:
            for row in csv.DictReader(fh):
                if row.get("split", "train") != split:
                    continue
                self.paths.append(os.path.join(image_root, row["path"]))
                rows.append([float(row[f]) for f in findings])
        self.labels = torch.tensor(rows, dtype=torch.float32).view(-1, len(findings))
        self.transform = transform

    def __len__(self):
        return len(self.paths)

    def load_image(self, idx):
        return normalize_intensity(torch.load(self.paths[idx]).float())

    def __getitem__(self, idx):
        img = self.load_image(idx)
        if self.transform is not None:
            img = self.transform(img)
        return img, self.labels[idx]


class SyntheticCXRDataset(CXRDataset):
    """Noisy 'lung fields'; positives get a soft opacity in a random lobe."""

    def __init__(self, size, num_findings=1, image_size=64, prevalence=0.13, seed=0, transform=None):
        g = torch.Generator().manual_seed(seed)
        self.size = size
        self.image_size = image_size
        self.seed = seed
        self.labels = (torch.rand(size, num_findings, generator=g) < prevalence).float()
        self.transform = transform

    def __len__(self):
        return self.size

    def load_image(self, idx):
        g = torch.Generator().manual_seed(self.seed * 7919 + idx)
        n = self.image_size
        yy, xx = torch.meshgrid(torch.linspace(-1, 1, n), torch.linspace(-1, 1, n), indexing="ij")
        lungs = torch.exp(-((xx.abs() - 0.45) ** 2 / 0.06 + yy ** 2 / 0.5))
        img = 0.6 * lungs + 0.15 * torch.randn(n, n, generator=g)
        for k in range(self.labels.shape[1]):
            if self.labels[idx, k] > 0:
                cx = (0.45 if torch.rand(1, generator=g).item() < 0.5 else -0.45) + 0.1 * k
                cy = float(torch.rand(1, generator=g)) - 0.5
                img = img + 0.5 * torch.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / 0.02)
        return normalize_intensity(img.unsqueeze(0))


def build_dataset(cfg, split, transform=None):
    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        n = dc.get("train_size" if split == "train" else "val_size", 500)
        return SyntheticCXRDataset(n, len(cfg["findings"]), dc.get("image_size", 64), dc.get("prevalence", 0.13),
                                   seed=0 if split == "train" else 1, transform=transform)
    return CXRDataset(dc["csv"], dc["image_root"], cfg["findings"], split, transform)
