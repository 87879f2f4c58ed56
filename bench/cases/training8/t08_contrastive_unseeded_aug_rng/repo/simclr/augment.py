"""SimCLR-style augmentations on CHW float tensors in [0, 1]."""
import random

import torch
import torch.nn.functional as F


class RandomResizedCrop:
    def __init__(self, size, scale=(0.4, 1.0), rng=None):
        self.size, self.scale = size, scale
        self.rng = rng or random

    def __call__(self, x):
        _, h, w = x.shape
        area = self.rng.uniform(*self.scale) * h * w
        side = max(4, min(h, int(round(area ** 0.5))))
        top = self.rng.randint(0, h - side)
        left = self.rng.randint(0, w - side)
        crop = x[:, top:top + side, left:left + side]
        return F.interpolate(crop.unsqueeze(0), size=(self.size, self.size), mode="bilinear",
                             align_corners=False).squeeze(0)


class RandomFlip:
    def __init__(self, p=0.5, rng=None):
        self.p = p
        self.rng = rng or random

    def __call__(self, x):
        return x.flip(-1) if self.rng.random() < self.p else x


class ColorJitter:
    """Brightness / contrast / per-channel gain, drawn from torch's RNG."""

    def __init__(self, strength=0.4):
        self.s = strength

    def __call__(self, x):
        b = 1 + self.s * (2 * torch.rand(1) - 1)
        c = 1 + self.s * (2 * torch.rand(1) - 1)
        gain = 1 + 0.5 * self.s * (2 * torch.rand(3, 1, 1) - 1)
        mean = x.mean()
        return ((x - mean) * c + mean) * b * gain


class GaussianNoise:
    def __init__(self, std=0.05):
        self.std = std

    def __call__(self, x):
        return x + self.std * torch.randn_like(x)


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x.clamp(0, 1)


def simclr_transform(size, acfg):
    # Geometric ops get their own RNG so that DataLoader workers / other code calling
    # `random` do not change the crop sequence.
    rng = random.Random()
    return Compose([
        RandomResizedCrop(size, tuple(acfg["crop_scale"]), rng=rng),
        RandomFlip(acfg["flip_p"], rng=rng),
        ColorJitter(acfg["jitter"]),
        GaussianNoise(acfg["noise_std"]),
    ])
