"""Line-image augmentations: shear, stroke width changes, blur and contrast."""
import random

import torch
import torch.nn.functional as F


def shear(img, factor):
    """img: (1, H, W). Horizontal shear by `factor` pixels per row (from the centre)."""
    _, h, w = img.shape
    theta = torch.tensor([[1.0, factor * h / w, 0.0], [0.0, 1.0, 0.0]]).unsqueeze(0)
    grid = F.affine_grid(theta, (1, 1, h, w), align_corners=False)
    return F.grid_sample(img.unsqueeze(0), grid, align_corners=False, padding_mode="zeros")[0]


def dilate(img, k=3):
    return F.max_pool2d(img.unsqueeze(0), k, 1, k // 2)[0]


def erode(img, k=3):
    return -F.max_pool2d(-img.unsqueeze(0), k, 1, k // 2)[0]


def box_blur(img, k=3):
    w = torch.ones(1, 1, k, k) / (k * k)
    return F.conv2d(img.unsqueeze(0), w, padding=k // 2)[0]


class LineAugment:
    def __init__(self, p=0.5, max_shear=0.3):
        self.p = p
        self.max_shear = max_shear

    def __call__(self, img):
        if random.random() < self.p:
            img = shear(img, random.uniform(-self.max_shear, self.max_shear))
        r = random.random()
        if r < 0.15:
            img = dilate(img)
        elif r < 0.3:
            img = erode(img)
        if random.random() < 0.2:
            img = box_blur(img)
        if random.random() < 0.3:
            img = img * random.uniform(0.6, 1.0)
        return img.clamp(0, 1)
