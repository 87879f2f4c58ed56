"""In-memory image datasets (uint8 tensors)."""
import os

import torch
from torch.utils.data import Dataset

from .synthetic import make_synthetic_images


class TensorImageDataset(Dataset):
    def __init__(self, images, labels, transform=None):
        self.images = images          # (N, 3, H, W) uint8
        self.labels = labels          # (N,) long
        self.transform = transform

    def __len__(self):
        return self.images.shape[0]

    def __getitem__(self, idx):
        img = self.images[idx].float() / 255.0
        if self.transform is not None:
            img = self.transform(img)
        return img, int(self.labels[idx])


def build_dataset(cfg, split, transform=None):
    dc = cfg["data"]
    if dc.get("kind") == "synthetic":
        n = dc.get("train_size" if split == "train" else "val_size", 1000)
        imgs, labels = make_synthetic_images(n, dc["num_classes"], dc.get("image_size", 32),
                                             seed=0 if split == "train" else 1)
    else:
        blob = torch.load(os.path.join(dc["root"], f"{split}.pt"))
        imgs, labels = blob["images"], blob["labels"]
    return TensorImageDataset(imgs, labels, transform)
