"""Synthetic 'stick men': a random pose drawn with line segments; every joint is a bright disk
so the keypoint position is visible in the image."""
import math
import random

import torch

from .. import SKELETON


def random_pose(rng, h, w):
    cx, cy = rng.uniform(0.35, 0.65) * w, rng.uniform(0.45, 0.55) * h
    s = rng.uniform(0.7, 1.0) * h / 48
    lean = rng.uniform(-0.3, 0.3)
    head = (cx + 4 * s * lean, cy - 16 * s)
    neck = (cx + 2 * s * lean, cy - 10 * s)
    pelvis = (cx, cy + 4 * s)
    la, ra = rng.uniform(0.3, 1.4), rng.uniform(0.3, 1.4)
    l_hand = (neck[0] - 12 * s * math.cos(la), neck[1] + 10 * s * math.sin(la) - 4 * s)
    r_hand = (neck[0] + 12 * s * math.cos(ra), neck[1] + 10 * s * math.sin(ra) - 4 * s)
    ll, rl = rng.uniform(0.1, 0.5), rng.uniform(0.1, 0.5)
    l_foot = (pelvis[0] - 10 * s * math.sin(ll), pelvis[1] + 14 * s * math.cos(ll))
    r_foot = (pelvis[0] + 10 * s * math.sin(rl), pelvis[1] + 14 * s * math.cos(rl))
    pts = torch.tensor([head, neck, l_hand, r_hand, pelvis, l_foot, r_foot])
    pts[:, 0] = pts[:, 0].clamp(1, w - 2)
    pts[:, 1] = pts[:, 1].clamp(1, h - 2)
    return pts


def draw_line(img, p, q, value=0.5, width=1.0):
    h, w = img.shape[-2:]
    ys, xs = torch.meshgrid(torch.arange(h).float(), torch.arange(w).float(), indexing="ij")
    d = q - p
    t = (((xs - p[0]) * d[0] + (ys - p[1]) * d[1]) / d.pow(2).sum().clamp(min=1e-6)).clamp(0, 1)
    dist = ((xs - (p[0] + t * d[0])) ** 2 + (ys - (p[1] + t * d[1])) ** 2).sqrt()
    img[..., dist <= width] = torch.maximum(img[..., dist <= width], torch.tensor(value))


def draw_disk(img, p, radius=1.6, value=1.0):
    h, w = img.shape[-2:]
    ys, xs = torch.meshgrid(torch.arange(h).float(), torch.arange(w).float(), indexing="ij")
    img[..., (xs - p[0]) ** 2 + (ys - p[1]) ** 2 <= radius ** 2] = value


def render(pts, h, w, noise=0.05, g=None):
    img = torch.zeros(1, h, w)
    for a, b in SKELETON:
        draw_line(img, pts[a], pts[b])
    for p in pts:
        draw_disk(img, p)
    if noise:
        img = img + noise * torch.randn(img.shape, generator=g)
    return img.clamp(0, 1)


class StickFigures(torch.utils.data.Dataset):
    def __init__(self, n, height=48, width=64, seed=0, transform=None, noise=0.05):
        self.n, self.h, self.w = n, height, width
        self.seed, self.transform, self.noise = seed, transform, noise

    def __len__(self):
        return self.n

    def sample(self, i):
        rng = random.Random(self.seed * 1_000_003 + i)
        pts = random_pose(rng, self.h, self.w)
        g = torch.Generator().manual_seed(self.seed * 1_000_003 + i)
        img = render(pts, self.h, self.w, self.noise, g)
        vis = torch.ones(len(pts))
        return img, pts, vis

    def __getitem__(self, i):
        img, pts, vis = self.sample(i)
        if self.transform is not None:
            img, pts, vis = self.transform(img, pts, vis)
        return img, pts, vis
