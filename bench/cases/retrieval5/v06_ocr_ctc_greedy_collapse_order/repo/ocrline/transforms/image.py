"""Line-image transforms operating on (1, H, W) tensors."""
import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, img):
        for op in self.ops:
            img = op(img)
        return img


class ResizeHeight:
    """Resize to a fixed height keeping the aspect ratio."""

    def __init__(self, height=32):
        self.height = height

    def __call__(self, img):
        _, h, w = img.shape
        if h == self.height:
            return img
        new_w = max(4, round(w * self.height / h))
        return F.interpolate(img.unsqueeze(0), size=(self.height, new_w), mode="bilinear",
                             align_corners=False)[0]


class RandomStretch:
    def __init__(self, low=0.85, high=1.2):
        self.low, self.high = low, high

    def __call__(self, img):
        _, h, w = img.shape
        new_w = max(8, int(w * random.uniform(self.low, self.high)))
        return F.interpolate(img.unsqueeze(0), size=(h, new_w), mode="bilinear", align_corners=False)[0]


class AddNoise:
    def __init__(self, sigma=0.1):
        self.sigma = sigma

    def __call__(self, img):
        return (img + self.sigma * torch.randn_like(img)).clamp(0, 1)
