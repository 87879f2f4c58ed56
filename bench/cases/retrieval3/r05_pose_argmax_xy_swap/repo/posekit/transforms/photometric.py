import random

import torch


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, image, kps):
        for op in self.ops:
            image, kps = op(image, kps)
        return image, kps


class RandomBrightness:
    def __init__(self, delta=0.2, p=0.5):
        self.delta, self.p = delta, p

    def __call__(self, image, kps):
        if random.random() < self.p:
            image = (image + random.uniform(-self.delta, self.delta)).clamp(0, 1)
        return image, kps


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, image, kps):
        return (image - self.mean) / self.std, kps
