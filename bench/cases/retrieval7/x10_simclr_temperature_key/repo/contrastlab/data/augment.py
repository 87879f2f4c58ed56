"""Tensor augmentations for (C, H, W) images in [0, 1]."""
import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x


class RandomResizedCrop:
    def __init__(self, size, scale=(0.5, 1.0)):
        self.size, self.scale = size, scale

    def __call__(self, x):
        _, h, w = x.shape
        area = float(torch.empty(1).uniform_(*self.scale))
        side = max(2, int(round((area ** 0.5) * min(h, w))))
        top = int(torch.randint(0, h - side + 1, (1,)))
        left = int(torch.randint(0, w - side + 1, (1,)))
        crop = x[:, top:top + side, left:left + side].unsqueeze(0)
        return F.interpolate(crop, size=(self.size, self.size), mode="bilinear",
                             align_corners=False).squeeze(0)


class RandomFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, x):
        return torch.flip(x, dims=[2]) if float(torch.rand(1)) < self.p else x


class BrightnessContrast:
    def __init__(self, strength=0.4):
        self.s = strength

    def __call__(self, x):
        b = 1.0 + float(torch.empty(1).uniform_(-self.s, self.s))
        c = 1.0 + float(torch.empty(1).uniform_(-self.s, self.s))
        mean = x.mean(dim=(1, 2), keepdim=True)
        return ((x - mean) * c + mean * b).clamp(0, 1)


class GaussianNoise:
    def __init__(self, std=0.1):
        self.std = std

    def __call__(self, x):
        return (x + self.std * torch.randn_like(x)).clamp(0, 1)


class TwoViewTransform:
    """Return two independently augmented views of the same image."""

    def __init__(self, base):
        self.base = base

    def __call__(self, x):
        return self.base(x), self.base(x)
