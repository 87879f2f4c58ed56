"""Tensor-only image transforms (C, H, W float tensors)."""
import random

import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x

    def __repr__(self):
        return "Compose(" + ", ".join(type(t).__name__ for t in self.transforms) + ")"


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, x):
        if random.random() < self.p:
            return x.flip(-1)
        return x


class RandomCrop:
    """Pad with zeros then crop back to the original size."""

    def __init__(self, padding=2):
        self.padding = padding

    def __call__(self, x):
        if self.padding <= 0:
            return x
        c, h, w = x.shape
        p = self.padding
        padded = torch.zeros(c, h + 2 * p, w + 2 * p, dtype=x.dtype)
        padded[:, p:p + h, p:p + w] = x
        top = random.randint(0, 2 * p)
        left = random.randint(0, 2 * p)
        return padded[:, top:top + h, left:left + w]


class Normalize:
    def __init__(self, mean, std):
        self.mean = torch.as_tensor(mean).view(-1, 1, 1)
        self.std = torch.as_tensor(std).view(-1, 1, 1)

    def __call__(self, x):
        return (x - self.mean) / self.std


class RandomErasing:
    def __init__(self, p=0.25, max_frac=0.3):
        self.p = p
        self.max_frac = max_frac

    def __call__(self, x):
        if random.random() >= self.p:
            return x
        _, h, w = x.shape
        eh = max(1, int(h * random.uniform(0.1, self.max_frac)))
        ew = max(1, int(w * random.uniform(0.1, self.max_frac)))
        top = random.randint(0, h - eh)
        left = random.randint(0, w - ew)
        x = x.clone()
        x[:, top:top + eh, left:left + ew] = 0.0
        return x


class GaussianNoise:
    def __init__(self, std=0.05):
        self.std = std

    def __call__(self, x):
        return x + self.std * torch.randn_like(x)


def build_transforms(cfg, train=True):
    if not train or not cfg.get("augment", False):
        return None
    return Compose([RandomCrop(padding=max(1, cfg["image_size"] // 8)),
                    RandomHorizontalFlip(0.5)])
