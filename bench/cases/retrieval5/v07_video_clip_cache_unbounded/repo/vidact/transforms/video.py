"""Transforms on float clips of shape (C, T, H, W)."""
import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, clip):
        for op in self.ops:
            clip = op(clip)
        return clip


class ClipResize:
    """Resize the short side to ``size``."""

    def __init__(self, size):
        self.size = size

    def __call__(self, clip):
        C, T, H, W = clip.shape
        if min(H, W) == self.size:
            return clip
        scale = self.size / min(H, W)
        nh, nw = round(H * scale), round(W * scale)
        frames = clip.transpose(0, 1)  # (T, C, H, W)
        frames = F.interpolate(frames, size=(nh, nw), mode="bilinear", align_corners=False)
        return frames.transpose(0, 1)


class ClipRandomCrop:
    def __init__(self, size):
        self.size = size

    def __call__(self, clip):
        _, _, H, W = clip.shape
        top = random.randint(0, H - self.size)
        left = random.randint(0, W - self.size)
        return clip[:, :, top:top + self.size, left:left + self.size]


class ClipCenterCrop:
    def __init__(self, size):
        self.size = size

    def __call__(self, clip):
        _, _, H, W = clip.shape
        top, left = (H - self.size) // 2, (W - self.size) // 2
        return clip[:, :, top:top + self.size, left:left + self.size]


class ClipRandomFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, clip):
        return clip.flip(-1) if random.random() < self.p else clip


class ClipNormalize:
    def __init__(self, mean=(0.43, 0.4, 0.37), std=(0.23, 0.22, 0.22)):
        self.mean = torch.tensor(mean).view(3, 1, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1, 1)

    def __call__(self, clip):
        return (clip - self.mean) / self.std
