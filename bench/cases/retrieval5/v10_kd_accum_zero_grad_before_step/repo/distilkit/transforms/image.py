"""Standard CIFAR augmentation on float tensors (3, H, W)."""
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


class RandomCropPad:
    def __init__(self, size=32, padding=4):
        self.size, self.padding = size, padding

    def __call__(self, img):
        p = self.padding
        img = F.pad(img, (p, p, p, p), mode="reflect")
        top = random.randint(0, img.shape[1] - self.size)
        left = random.randint(0, img.shape[2] - self.size)
        return img[:, top:top + self.size, left:left + self.size]


class RandomFlip:
    def __call__(self, img):
        return img.flip(-1) if random.random() < 0.5 else img


class Normalize:
    def __init__(self, mean=(0.4914, 0.4822, 0.4465), std=(0.247, 0.243, 0.261)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, img):
        return (img - self.mean) / self.std
