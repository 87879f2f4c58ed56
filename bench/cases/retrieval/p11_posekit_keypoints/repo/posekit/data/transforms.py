"""Joint image/keypoint augmentations. Images are (C, H, W); keypoints (K, 2) as (x, y) pixels;
visibility (K,) in {0, 1}."""
import math
import random

import torch
import torch.nn.functional as F

from .. import FLIP_PAIRS


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, img, kps, vis):
        for t in self.ts:
            img, kps, vis = t(img, kps, vis)
        return img, kps, vis


class RandomHorizontalFlip:
    """Mirror the image left-right, mirror the x coordinates and swap left/right joints."""

    def __init__(self, p=0.5, flip_pairs=FLIP_PAIRS):
        self.p = p
        self.flip_pairs = flip_pairs

    def __call__(self, img, kps, vis):
        if random.random() >= self.p:
            return img, kps, vis
        _, h, w = img.shape
        img = img.flip(-1)
        kps = kps.clone()
        kps[:, 0] = (h - 1) - kps[:, 0]
        vis = vis.clone()
        for a, b in self.flip_pairs:
            kps[[a, b]] = kps[[b, a]]
            vis[[a, b]] = vis[[b, a]]
        return img, kps, vis


class RandomAffine:
    """Rotation (degrees) and isotropic scaling about the image centre."""

    def __init__(self, rotate=15.0, scale=(0.9, 1.1)):
        self.rotate = rotate
        self.scale = scale

    def __call__(self, img, kps, vis):
        _, h, w = img.shape
        ang = math.radians(random.uniform(-self.rotate, self.rotate))
        s = random.uniform(*self.scale)
        cos, sin = math.cos(ang) * s, math.sin(ang) * s
        cx, cy = (w - 1) / 2, (h - 1) / 2
        # forward map for keypoints
        x, y = kps[:, 0] - cx, kps[:, 1] - cy
        new = torch.stack([cos * x - sin * y + cx, sin * x + cos * y + cy], 1)
        # inverse map for the image, in normalised coordinates
        inv = torch.tensor([[cos, sin], [-sin, cos]]) / (s * s)
        theta = torch.zeros(1, 2, 3)
        theta[0, :, :2] = inv * torch.tensor([[1.0, h / w], [w / h, 1.0]])
        grid = F.affine_grid(theta, (1, img.shape[0], h, w), align_corners=True)
        img = F.grid_sample(img[None], grid, align_corners=True)[0]
        inside = (new[:, 0] >= 0) & (new[:, 0] <= w - 1) & (new[:, 1] >= 0) & (new[:, 1] <= h - 1)
        return img, new, vis * inside.float()


class Brightness:
    def __init__(self, amount=0.2):
        self.amount = amount

    def __call__(self, img, kps, vis):
        return (img * (1 + random.uniform(-self.amount, self.amount))).clamp(0, 1), kps, vis


def build_transforms(acfg):
    ts = []
    if acfg.get("hflip", 0) > 0:
        ts.append(RandomHorizontalFlip(acfg["hflip"]))
    if acfg.get("rotate", 0) > 0 or acfg.get("scale"):
        ts.append(RandomAffine(acfg.get("rotate", 0.0), tuple(acfg.get("scale", (1.0, 1.0)))))
    if acfg.get("brightness", 0) > 0:
        ts.append(Brightness(acfg["brightness"]))
    return Compose(ts) if ts else None
