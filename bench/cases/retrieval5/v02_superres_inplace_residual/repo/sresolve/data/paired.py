"""HR images on disk; LR counterparts are generated on the fly."""
import os

import torch
from torch.utils.data import Dataset

from .degradation import add_gaussian_noise, bicubic_downsample, modcrop


class PairedFolderDataset(Dataset):
    """Reads ``<root>/<split>/*.pt`` uint8 HR tensors (3, H, W)."""

    def __init__(self, root, split, scale, transform=None, noise_sigma=0.0):
        folder = os.path.join(root, split)
        self.files = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".pt"))
        self.scale = scale
        self.transform = transform
        self.noise_sigma = noise_sigma

    def __len__(self):
        return len(self.files)

    def load_hr(self, idx):
        return torch.load(self.files[idx]).float() / 255.0

    def __getitem__(self, idx):
        hr = modcrop(self.load_hr(idx), self.scale)
        lr = bicubic_downsample(hr, self.scale)
        lr = add_gaussian_noise(lr, self.noise_sigma)
        sample = {"lr": lr, "hr": hr, "index": idx}
        if self.transform is not None:
            sample = self.transform(sample)
        return sample


def build_dataset(cfg, split, transform=None):
    from .synthetic import SyntheticTextureDataset

    dc = cfg["data"]
    if dc.get("kind", "folder") == "synthetic":
        n = dc.get("train_size" if split == "train" else "val_size", 16)
        hr_size = 96 * cfg["scale"] // 2 if split == "train" else 64 * cfg["scale"]
        return SyntheticTextureDataset(n, hr_size, cfg["scale"], transform=transform,
                                       seed=0 if split == "train" else 1,
                                       noise_sigma=dc.get("noise_sigma", 0.0))
    return PairedFolderDataset(dc["root"], split, cfg["scale"], transform=transform,
                               noise_sigma=dc.get("noise_sigma", 0.0))
