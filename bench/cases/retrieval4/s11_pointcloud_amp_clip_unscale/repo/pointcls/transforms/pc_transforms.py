import math
import random

import torch


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, p):
        for t in self.ts:
            p = t(p)
        return p


class NormalizeUnitSphere:
    def __call__(self, p):
        p = p - p.mean(dim=0, keepdim=True)
        return p / p.norm(dim=1).max().clamp(min=1e-8)


class RandomRotateZ:
    def __call__(self, p):
        a = random.uniform(0, 2 * math.pi)
        c, s = math.cos(a), math.sin(a)
        r = torch.tensor([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
        return p @ r.T


class RandomScale:
    def __init__(self, lo=0.8, hi=1.25):
        self.lo, self.hi = lo, hi

    def __call__(self, p):
        return p * torch.empty(1, 3).uniform_(self.lo, self.hi)


class RandomJitter:
    def __init__(self, sigma=0.01, clip=0.05):
        self.sigma, self.clip = sigma, clip

    def __call__(self, p):
        return p + (torch.randn_like(p) * self.sigma).clamp(-self.clip, self.clip)


class RandomPointDropout:
    def __init__(self, max_ratio=0.875):
        self.max_ratio = max_ratio

    def __call__(self, p):
        ratio = random.random() * self.max_ratio
        drop = torch.rand(p.size(0)) < ratio
        if drop.any():
            p = p.clone()
            p[drop] = p[0]
        return p


def build_transforms(cfg, train):
    ts = [NormalizeUnitSphere()]
    if train:
        a = cfg.get("augment", {})
        if a.get("rotate_z", True):
            ts.append(RandomRotateZ())
        if a.get("scale"):
            ts.append(RandomScale(*a["scale"]))
        if a.get("jitter", 0) > 0:
            ts.append(RandomJitter(a["jitter"]))
        if a.get("point_dropout", 0) > 0:
            ts.append(RandomPointDropout(a["point_dropout"]))
    return Compose(ts)
