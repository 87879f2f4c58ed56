"""Keypoint datasets.

Each sample is a dict with ``image`` (3, H, W) float, ``keypoints`` (K, 2) in
input pixels, ``visible`` (K,), and, for training, ``heatmaps``/``target_weight``.
"""
import json
import os

import torch
from torch.utils.data import Dataset

from .targets import generate_heatmaps


class KeypointDataset(Dataset):
    def __init__(self, root, split, input_size, heatmap_stride=4, sigma=2.0, transform=None):
        self.root = root
        with open(os.path.join(root, f"{split}.json"), "r", encoding="utf-8") as fh:
            self.records = json.load(fh)
        self.input_size = tuple(input_size)
        self.stride = heatmap_stride
        self.sigma = sigma
        self.transform = transform

    def __len__(self):
        return len(self.records)

    def _load(self, idx):
        rec = self.records[idx]
        image = torch.load(os.path.join(self.root, rec["image"])).float() / 255.0
        kps = torch.tensor(rec["keypoints"], dtype=torch.float32)
        return image, kps[:, :2], kps[:, 2]

    def __getitem__(self, idx):
        image, kps, vis = self._load(idx)
        sample = {"image": image, "keypoints": kps, "visible": vis}
        if self.transform is not None:
            sample = self.transform(sample)
        H, W = self.input_size
        hm, w = generate_heatmaps(sample["keypoints"], sample["visible"],
                                  (H // self.stride, W // self.stride), self.stride, self.sigma)
        sample["heatmaps"] = hm
        sample["target_weight"] = w
        return sample


class SyntheticKeypointDataset(KeypointDataset):
    """Procedural crops: every keypoint is a small coloured blob on noise."""

    def __init__(self, size, num_keypoints, input_size, heatmap_stride=4, sigma=2.0,
                 transform=None, seed=0):
        self.size = size
        self.num_keypoints = num_keypoints
        self.input_size = tuple(input_size)
        self.stride = heatmap_stride
        self.sigma = sigma
        self.transform = transform
        self.seed = seed

    def __len__(self):
        return self.size

    def _load(self, idx):
        g = torch.Generator().manual_seed(self.seed * 100003 + idx)
        H, W = self.input_size
        image = 0.1 * torch.rand(3, H, W, generator=g)
        margin = 8
        xs = torch.randint(margin, W - margin, (self.num_keypoints,), generator=g).float()
        ys = torch.randint(margin, H - margin, (self.num_keypoints,), generator=g).float()
        vis = (torch.rand(self.num_keypoints, generator=g) > 0.1).float() * 2
        yy = torch.arange(H).view(H, 1).float()
        xx = torch.arange(W).view(1, W).float()
        for k in range(self.num_keypoints):
            blob = torch.exp(-((xx - xs[k]) ** 2 + (yy - ys[k]) ** 2) / 18.0)
            color = torch.tensor([(k % 3 == 0) * 1.0, (k % 3 == 1) * 1.0, (k % 3 == 2) * 1.0])
            color = color * (0.4 + 0.6 * k / max(self.num_keypoints - 1, 1))
            image = image + color.view(3, 1, 1) * blob * (vis[k] > 0)
        return image.clamp(0, 1), torch.stack([xs, ys], dim=1), vis


def build_dataset(cfg, split, transform=None):
    dc = cfg["data"]
    common = dict(input_size=dc["input_size"], heatmap_stride=dc.get("heatmap_stride", 4),
                  sigma=dc.get("sigma", 2.0), transform=transform)
    if dc.get("kind", "folder") == "synthetic":
        size = dc.get("train_size" if split == "train" else "val_size", 128)
        return SyntheticKeypointDataset(size, dc["num_keypoints"], seed=0 if split == "train" else 1,
                                        **common)
    return KeypointDataset(dc["root"], split, **common)
