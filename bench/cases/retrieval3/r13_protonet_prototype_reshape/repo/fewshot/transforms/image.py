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
        if x.shape[-2:] == (self.size, self.size):
            return x
        return F.interpolate(x[None], size=(self.size, self.size), mode="bilinear", align_corners=False)[0]


class RandomCrop:
    def __init__(self, size, padding=8):
        self.size, self.padding = size, padding

    def __call__(self, x):
        x = F.pad(x, [self.padding] * 4)
        i, j = random.randint(0, x.shape[1] - self.size), random.randint(0, x.shape[2] - self.size)
        return x[:, i:i + self.size, j:j + self.size]


class RandomHorizontalFlip:
    def __call__(self, x):
        return x.flip(-1) if random.random() < 0.5 else x


class ColorJitter:
    def __init__(self, strength=0.4):
        self.s = strength

    def __call__(self, x):
        b = 1 + random.uniform(-self.s, self.s)
        c = 1 + random.uniform(-self.s, self.s)
        m = x.mean()
        return ((x * b - m) * c + m).clamp(0, 1)


class Normalize:
    def __init__(self, mean=(0.472, 0.453, 0.410), std=(0.277, 0.268, 0.285)):
        self.mean, self.std = torch.tensor(mean).view(3, 1, 1), torch.tensor(std).view(3, 1, 1)

    def __call__(self, x):
        return (x - self.mean) / self.std
