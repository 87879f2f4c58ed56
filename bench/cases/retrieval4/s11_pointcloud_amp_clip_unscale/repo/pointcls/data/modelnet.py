import math
import os

import torch
from torch.utils.data import Dataset

from .sampling import farthest_point_sample, random_sample


class PointCloudFolder(Dataset):
    def __init__(self, root, split, num_points=1024, use_fps=False, transform=None):
        base = os.path.join(root, split)
        self.classes = sorted(os.listdir(base))
        self.items = [(os.path.join(base, c, f), i) for i, c in enumerate(self.classes)
                      for f in sorted(os.listdir(os.path.join(base, c))) if f.endswith(".pt")]
        self.num_points = num_points
        self.use_fps = use_fps
        self.transform = transform

    def __len__(self):
        return len(self.items)

    def __getitem__(self, idx):
        path, label = self.items[idx]
        pts = torch.load(path).float()[:, :3]
        pts = farthest_point_sample(pts, self.num_points) if self.use_fps else random_sample(pts, self.num_points)
        if self.transform is not None:
            pts = self.transform(pts)
        return pts, label


class SyntheticShapes(Dataset):
    KINDS = ("sphere", "cube", "cylinder", "cone", "torus")

    def __init__(self, n, num_points=1024, seed=0, transform=None):
        self.n = n
        self.num_points = num_points
        self.seed = seed
        self.transform = transform

    def __len__(self):
        return self.n

    def _shape(self, kind, g):
        n = self.num_points
        u, v = torch.rand(n, generator=g) * 2 * math.pi, torch.rand(n, generator=g)
        if kind == "sphere":
            p = torch.randn(n, 3, generator=g)
            return p / p.norm(dim=1, keepdim=True)
        if kind == "cube":
            p = torch.rand(n, 3, generator=g) * 2 - 1
            face = torch.randint(3, (n,), generator=g)
            p[torch.arange(n), face] = torch.sign(p[torch.arange(n), face])
            return p
        if kind == "cylinder":
            return torch.stack([torch.cos(u), torch.sin(u), v * 2 - 1], 1)
        if kind == "cone":
            return torch.stack([(1 - v) * torch.cos(u), (1 - v) * torch.sin(u), v * 2 - 1], 1)
        w = torch.rand(n, generator=g) * 2 * math.pi
        return torch.stack([(1 + 0.3 * torch.cos(w)) * torch.cos(u), (1 + 0.3 * torch.cos(w)) * torch.sin(u), 0.3 * torch.sin(w)], 1)

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 99991 + idx)
        label = idx % len(self.KINDS)
        pts = self._shape(self.KINDS[label], g) + 0.01 * torch.randn(self.num_points, 3, generator=g)
        if self.transform is not None:
            pts = self.transform(pts)
        return pts, label


def build_dataset(cfg, split, transform):
    d = cfg["data"]
    if d.get("root"):
        return PointCloudFolder(d["root"], split, d.get("num_points", 1024), d.get("use_fps", False), transform)
    return SyntheticShapes(d.get(f"synthetic_{split}", 500), d.get("num_points", 1024), int(split != "train"), transform)
