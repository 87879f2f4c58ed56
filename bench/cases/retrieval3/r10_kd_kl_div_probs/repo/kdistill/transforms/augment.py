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


class RandomPadCrop:
    def __init__(self, size=32, padding=4):
        self.size, self.padding = size, padding

    def __call__(self, x):
        x = F.pad(x, [self.padding] * 4, mode="reflect")
        i = random.randint(0, x.shape[1] - self.size)
        j = random.randint(0, x.shape[2] - self.size)
        return x[:, i:i + self.size, j:j + self.size]


class RandomHorizontalFlip:
    def __call__(self, x):
        return x.flip(-1) if random.random() < 0.5 else x


class Normalize:
    def __init__(self, mean, std):
        self.mean, self.std = torch.tensor(mean).view(3, 1, 1), torch.tensor(std).view(3, 1, 1)

    def __call__(self, x):
        return (x - self.mean) / self.std


class Cutout:
    def __init__(self, size=16):
        self.size = size

    def __call__(self, x):
        h, w = x.shape[-2:]
        cy, cx = random.randrange(h), random.randrange(w)
        y0, y1 = max(0, cy - self.size // 2), min(h, cy + self.size // 2)
        x0, x1 = max(0, cx - self.size // 2), min(w, cx + self.size // 2)
        x = x.clone()
        x[:, y0:y1, x0:x1] = 0
        return x
