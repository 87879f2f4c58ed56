"""Mild geometric augmentation for radiographs (no flips: anatomy is lateralised)."""
import math
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


class RandomRotate:
    def __init__(self, degrees=7.0):
        self.degrees = degrees

    def __call__(self, img):
        a = math.radians(random.uniform(-self.degrees, self.degrees))
        theta = torch.tensor([[math.cos(a), -math.sin(a), 0.0], [math.sin(a), math.cos(a), 0.0]])
        grid = F.affine_grid(theta.unsqueeze(0), (1, *img.shape), align_corners=False)
        return F.grid_sample(img.unsqueeze(0), grid, align_corners=False, padding_mode="border")[0]


class RandomScaleCrop:
    def __init__(self, size, scale=(0.85, 1.0)):
        self.size, self.scale = size, scale

    def __call__(self, img):
        _, H, W = img.shape
        s = random.uniform(*self.scale)
        h, w = int(H * s), int(W * s)
        top, left = random.randint(0, H - h), random.randint(0, W - w)
        crop = img[:, top:top + h, left:left + w].unsqueeze(0)
        return F.interpolate(crop, size=(self.size, self.size), mode="bilinear", align_corners=False)[0]
