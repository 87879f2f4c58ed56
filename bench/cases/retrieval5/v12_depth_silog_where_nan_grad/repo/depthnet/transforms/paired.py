"""Transforms on (rgb (3,H,W), depth (1,H,W)) pairs. Depth is never interpolated."""
import random

import torch


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, rgb, depth):
        for op in self.ops:
            rgb, depth = op(rgb, depth)
        return rgb, depth


class PairedRandomCrop:
    def __init__(self, size):
        self.h, self.w = size

    def __call__(self, rgb, depth):
        H, W = rgb.shape[-2:]
        top, left = random.randint(0, H - self.h), random.randint(0, W - self.w)
        return (rgb[:, top:top + self.h, left:left + self.w], depth[:, top:top + self.h, left:left + self.w])


class PairedCenterCrop:
    def __init__(self, size):
        self.h, self.w = size

    def __call__(self, rgb, depth):
        H, W = rgb.shape[-2:]
        top, left = (H - self.h) // 2, (W - self.w) // 2
        return (rgb[:, top:top + self.h, left:left + self.w], depth[:, top:top + self.h, left:left + self.w])


class PairedRandomFlip:
    def __call__(self, rgb, depth):
        if random.random() < 0.5:
            return rgb.flip(-1), depth.flip(-1)
        return rgb, depth


class ColorJitter:
    def __init__(self, brightness=0.2, contrast=0.2):
        self.b, self.c = brightness, contrast

    def __call__(self, rgb, depth):
        b = 1 + random.uniform(-self.b, self.b)
        c = 1 + random.uniform(-self.c, self.c)
        m = rgb.mean()
        return (((rgb - m) * c + m) * b).clamp(0, 1), depth


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, rgb, depth):
        return (rgb - self.mean) / self.std, depth
