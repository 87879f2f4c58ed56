"""Synthetic images: one or more soft Gaussian blobs on a black background."""
import numpy as np
import torch
from torch.utils.data import DataLoader, Dataset

from ..utils import make_generator


class BlobImages(Dataset):
    def __init__(self, num_samples, image_size=16, max_blobs=2, seed=0):
        rng = np.random.default_rng(seed)
        s = image_size
        yy, xx = np.mgrid[0:s, 0:s].astype(np.float32)
        imgs = np.zeros((num_samples, 1, s, s), dtype=np.float32)
        for i in range(num_samples):
            for _ in range(rng.integers(1, max_blobs + 1)):
                cy, cx = rng.uniform(2, s - 2, size=2)
                sigma = rng.uniform(1.0, s / 5)
                imgs[i, 0] += np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * sigma ** 2))
        self.images = torch.from_numpy(np.clip(imgs, 0.0, 1.0))

    def __len__(self):
        return len(self.images)

    def __getitem__(self, idx):
        return self.images[idx]


def make_loaders(cfg):
    d, t = cfg["data"], cfg["train"]
    train = BlobImages(d["num_train"], d["image_size"], d["max_blobs"], seed=cfg["seed"])
    val = BlobImages(d["num_val"], d["image_size"], d["max_blobs"], seed=cfg["seed"] + 1)
    return (DataLoader(train, batch_size=t["batch_size"], shuffle=True,
                       generator=make_generator(cfg["seed"])),
            DataLoader(val, batch_size=t["batch_size"], shuffle=False))
