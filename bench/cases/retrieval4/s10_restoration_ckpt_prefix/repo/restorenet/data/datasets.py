import glob
import math
import os

import torch
from torch.utils.data import Dataset


class PairedPatchDataset(Dataset):
    def __init__(self, root, degrade, paired_tf=None, repeat=1):
        self.paths = sorted(glob.glob(os.path.join(root, "*.pt")))
        self.degrade = degrade
        self.paired_tf = paired_tf
        self.repeat = repeat

    def __len__(self):
        return len(self.paths) * self.repeat

    def __getitem__(self, idx):
        clean = torch.load(self.paths[idx % len(self.paths)]).float()
        if clean.max() > 1.5:
            clean = clean / 255.0
        if self.paired_tf is not None:
            clean = self.paired_tf(clean)
        return self.degrade(clean), clean


class SyntheticTextures(Dataset):
    def __init__(self, n, size=64, degrade=None, seed=0):
        self.n = n
        self.size = size
        self.degrade = degrade
        self.seed = seed

    def __len__(self):
        return self.n

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 31337 + idx)
        s = self.size
        yy, xx = torch.meshgrid(torch.arange(s).float(), torch.arange(s).float(), indexing="ij")
        img = torch.zeros(3, s, s)
        for c in range(3):
            fx, fy, ph = (torch.rand(3, generator=g) * torch.tensor([0.3, 0.3, 2 * math.pi])).tolist()
            img[c] = 0.5 + 0.4 * torch.sin(fx * xx + fy * yy + ph)
        return (self.degrade(img) if self.degrade else img), img


def build_dataset(cfg, split, degrade, paired_tf=None):
    d = cfg["data"]
    root = d.get(f"{split}_root")
    if root:
        return PairedPatchDataset(root, degrade, paired_tf, d.get("repeat", 1) if split == "train" else 1)
    return SyntheticTextures(d.get(f"synthetic_{split}", 256), d.get("patch", 64), degrade, seed=int(split != "train"))
