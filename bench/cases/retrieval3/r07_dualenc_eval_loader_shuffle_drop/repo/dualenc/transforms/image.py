import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, x):
        for op in self.ops:
            x = op(x)
        return x


class Resize:
    def __init__(self, size):
        self.size = size

    def __call__(self, x):
        return F.interpolate(x[None], size=(self.size, self.size), mode="bilinear", align_corners=False)[0]


class RandomCrop:
    def __init__(self, size):
        self.size = size

    def __call__(self, x):
        h, w = x.shape[-2:]
        top, left = random.randint(0, h - self.size), random.randint(0, w - self.size)
        return x[:, top:top + self.size, left:left + self.size]


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, x):
        return x.flip(-1) if random.random() < self.p else x


class Normalize:
    def __init__(self, mean=(0.481, 0.458, 0.408), std=(0.269, 0.261, 0.276)):
        self.mean, self.std = torch.tensor(mean).view(3, 1, 1), torch.tensor(std).view(3, 1, 1)

    def __call__(self, x):
        return (x - self.mean) / self.std
