import random

import torch


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, rgb, depth):
        for op in self.ops:
            rgb, depth = op(rgb, depth)
        return rgb, depth


class KBCrop:
    """KITTI benchmark crop: bottom-centre 352 x 1216 region."""

    def __init__(self, h=352, w=1216):
        self.h, self.w = h, w

    def __call__(self, rgb, depth):
        H, W = rgb.shape[-2:]
        top, left = H - self.h, (W - self.w) // 2
        return rgb[:, top:top + self.h, left:left + self.w], depth[top:top + self.h, left:left + self.w]


class RandomCrop:
    def __init__(self, size):
        self.h, self.w = size

    def __call__(self, rgb, depth):
        H, W = rgb.shape[-2:]
        top, left = random.randint(0, H - self.h), random.randint(0, W - self.w)
        return rgb[:, top:top + self.h, left:left + self.w], depth[top:top + self.h, left:left + self.w]


class RandomHorizontalFlip:
    def __call__(self, rgb, depth):
        if random.random() < 0.5:
            return rgb.flip(-1), depth.flip(-1)
        return rgb, depth


class ColorAugment:
    def __init__(self, gamma=(0.9, 1.1), brightness=(0.9, 1.1), colour=(0.9, 1.1), p=0.5):
        self.gamma, self.brightness, self.colour, self.p = gamma, brightness, colour, p

    def __call__(self, rgb, depth):
        if random.random() >= self.p:
            return rgb, depth
        rgb = rgb ** random.uniform(*self.gamma)
        rgb = rgb * random.uniform(*self.brightness)
        rgb = rgb * torch.tensor([random.uniform(*self.colour) for _ in range(3)]).view(3, 1, 1)
        return rgb.clamp(0, 1), depth


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean, self.std = torch.tensor(mean).view(3, 1, 1), torch.tensor(std).view(3, 1, 1)

    def __call__(self, rgb, depth):
        return (rgb - self.mean) / self.std, depth
