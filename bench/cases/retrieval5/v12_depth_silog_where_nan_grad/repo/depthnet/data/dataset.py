"""Folder dataset: <root>/<split>/rgb/*.pt (uint8 (3,H,W)) and <root>/<split>/depth/*.pt (float (1,H,W),
metres, 0 = no measurement)."""
import os

import torch
from torch.utils.data import Dataset


class DepthFolderDataset(Dataset):
    def __init__(self, root, split, transform=None):
        self.rgb_dir = os.path.join(root, split, "rgb")
        self.depth_dir = os.path.join(root, split, "depth")
        self.names = sorted(f for f in os.listdir(self.rgb_dir) if f.endswith(".pt"))
        self.transform = transform

    def __len__(self):
        return len(self.names)

    def load(self, idx):
        name = self.names[idx]
        rgb = torch.load(os.path.join(self.rgb_dir, name)).float() / 255.0
        depth = torch.load(os.path.join(self.depth_dir, name)).float()
        return rgb, depth

    def __getitem__(self, idx):
        rgb, depth = self.load(idx)
        if self.transform is not None:
            rgb, depth = self.transform(rgb, depth)
        return {"rgb": rgb, "depth": depth}


def build_dataset(cfg, split, transform=None):
    from .synthetic import SyntheticDepthDataset

    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        n = dc.get("train_size" if split == "train" else "val_size", 100)
        return SyntheticDepthDataset(n, dc.get("height", 96), dc.get("width", 320), dc.get("sparse", True),
                                     dc.get("max_depth", 80.0), seed=0 if split == "train" else 1,
                                     transform=transform)
    return DepthFolderDataset(dc["root"], split, transform)
