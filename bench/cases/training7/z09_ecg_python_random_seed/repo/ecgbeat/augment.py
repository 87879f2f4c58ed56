import math
import random

import torch


class BeatAugment:
    def __init__(self, crop, jitter=12, scale=(0.8, 1.2), wander=0.15, noise=0.03, train=True):
        self.crop, self.jitter, self.scale = crop, jitter, scale
        self.wander, self.noise, self.train = wander, noise, train

    def __call__(self, x):
        length = x.shape[-1]
        centre = (length - self.crop) // 2
        if not self.train:
            return x[..., centre: centre + self.crop]
        off = min(max(centre + random.randint(-self.jitter, self.jitter), 0), length - self.crop)
        x = x[..., off: off + self.crop] * random.uniform(*self.scale)
        t = torch.linspace(0, 1, self.crop)
        phase = random.uniform(0, 2 * math.pi)
        x = x + self.wander * torch.sin(2 * math.pi * random.uniform(0.1, 0.6) * t + phase)
        return x + self.noise * torch.randn_like(x)
