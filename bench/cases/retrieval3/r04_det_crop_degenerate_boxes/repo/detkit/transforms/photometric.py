import random

import torch


class ColorJitter:
    def __init__(self, brightness=0.125, contrast=0.5, saturation=0.5, p=0.5):
        self.b, self.c, self.s, self.p = brightness, contrast, saturation, p

    def __call__(self, image, target):
        if random.random() < self.p:
            image = image + random.uniform(-self.b, self.b)
        if random.random() < self.p:
            mean = image.mean()
            image = (image - mean) * random.uniform(1 - self.c, 1 + self.c) + mean
        if random.random() < self.p:
            gray = image.mean(dim=0, keepdim=True)
            image = (image - gray) * random.uniform(1 - self.s, 1 + self.s) + gray
        return image.clamp(0, 1), target


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, image, target):
        return (image - self.mean) / self.std, target
