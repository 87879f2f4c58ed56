import torch
from torch.utils.data import Dataset

from .degrade import degrade
from .textures import random_texture


class PairDataset(Dataset):
    """(degraded, clean) pairs generated deterministically from an index."""

    def __init__(self, n, patch=24, scale=2, blur_sigma=0.8, noise_std=0.02, seed=0):
        self.n, self.patch, self.scale = n, patch, scale
        self.blur_sigma, self.noise_std, self.seed = blur_sigma, noise_std, seed

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.seed * 7919 + i)
        clean = random_texture(self.patch, g)
        lq = degrade(clean, self.scale, self.blur_sigma, self.noise_std, g)
        return lq, clean


def build_datasets(cfg):
    d = cfg["data"]
    kw = dict(patch=d["patch"], scale=cfg["scale"], blur_sigma=d["blur_sigma"], noise_std=d["noise_std"])
    return (PairDataset(d["num_train"], seed=d.get("seed", 0), **kw),
            PairDataset(d["num_val"], seed=d.get("seed", 0) + 1, **kw))


class FolderPairs(Dataset):
    """Clean PPM images from a folder, degraded on the fly with a fixed per-image seed."""

    def __init__(self, paths, scale=2, blur_sigma=0.8, noise_std=0.02, seed=0):
        from .io import crop_to_multiple, read_pnm
        self.images = [crop_to_multiple(read_pnm(p), scale) for p in paths]
        self.scale, self.blur_sigma, self.noise_std, self.seed = scale, blur_sigma, noise_std, seed

    def __len__(self):
        return len(self.images)

    def __getitem__(self, i):
        g = torch.Generator().manual_seed(self.seed * 7919 + i)
        clean = self.images[i]
        return degrade(clean, self.scale, self.blur_sigma, self.noise_std, g), clean
