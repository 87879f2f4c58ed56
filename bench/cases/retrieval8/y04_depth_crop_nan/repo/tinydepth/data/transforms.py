"""Paired image/depth transforms operating on numpy arrays shaped (C, H, W)."""
import numpy as np


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, sample):
        for t in self.transforms:
            sample = t(sample)
        return sample


class RandomHorizontalFlip:
    def __init__(self, p=0.5, seed=None):
        self.p = p
        self.rng = np.random.default_rng(seed)

    def __call__(self, sample):
        if self.rng.random() < self.p:
            sample = {k: np.ascontiguousarray(v[..., ::-1]) for k, v in sample.items()}
        return sample


class RandomCrop:
    """Crop image and depth with the same window. Depth values are untouched."""

    def __init__(self, size, seed=None):
        self.size = tuple(int(s) for s in size)
        self.rng = np.random.default_rng(seed)

    def __call__(self, sample):
        _, h, w = sample["image"].shape
        ch, cw = self.size
        if ch > h or cw > w:
            raise ValueError(f"crop {self.size} larger than input {(h, w)}")
        top = int(self.rng.integers(0, h - ch + 1))
        left = int(self.rng.integers(0, w - cw + 1))
        return {k: np.ascontiguousarray(v[:, top:top + ch, left:left + cw]) for k, v in sample.items()}


class CenterCrop:
    def __init__(self, size):
        self.size = tuple(int(s) for s in size)

    def __call__(self, sample):
        _, h, w = sample["image"].shape
        ch, cw = self.size
        top = (h - ch) // 2
        left = (w - cw) // 2
        return {k: np.ascontiguousarray(v[:, top:top + ch, left:left + cw]) for k, v in sample.items()}


class ColorJitter:
    """Brightness/contrast jitter on the image only."""

    def __init__(self, strength=0.1, seed=None):
        self.strength = float(strength)
        self.rng = np.random.default_rng(seed)

    def __call__(self, sample):
        if self.strength <= 0:
            return sample
        b = 1.0 + self.rng.uniform(-self.strength, self.strength)
        c = 1.0 + self.rng.uniform(-self.strength, self.strength)
        img = sample["image"]
        mean = img.mean(axis=(1, 2), keepdims=True)
        img = np.clip((img - mean) * c + mean * b, 0.0, 1.0).astype(np.float32)
        return {**sample, "image": img}


def build_transforms(aug_cfg, train=True, seed=0):
    if not train or aug_cfg is None:
        return None
    ts = []
    if aug_cfg.get("random_crop"):
        ts.append(RandomCrop(aug_cfg["random_crop"], seed=seed + 1))
    if aug_cfg.get("hflip", False):
        ts.append(RandomHorizontalFlip(seed=seed + 2))
    if aug_cfg.get("color_jitter", 0.0):
        ts.append(ColorJitter(aug_cfg["color_jitter"], seed=seed + 3))
    return Compose(ts) if ts else None
