"""Synthetic point clouds: 128 points sampled on the surface of one of five primitive shapes,
with random scale and anisotropic stretch."""
import math

import torch

SHAPES = ["sphere", "cube", "cylinder", "cone", "torus"]
N_POINTS = 128


def _sphere(n, g):
    p = torch.randn(n, 3, generator=g)
    return p / p.norm(dim=1, keepdim=True)


def _cube(n, g):
    p = torch.rand(n, 3, generator=g) * 2 - 1
    face = torch.randint(0, 3, (n,), generator=g)
    sign = torch.randint(0, 2, (n,), generator=g).float() * 2 - 1
    p[torch.arange(n), face] = sign
    return p


def _cylinder(n, g):
    theta = torch.rand(n, generator=g) * 2 * math.pi
    z = torch.rand(n, generator=g) * 2 - 1
    return torch.stack([torch.cos(theta), torch.sin(theta), z], 1)


def _cone(n, g):
    theta = torch.rand(n, generator=g) * 2 * math.pi
    h = torch.rand(n, generator=g)
    r = 1 - h
    return torch.stack([r * torch.cos(theta), r * torch.sin(theta), 2 * h - 1], 1)


def _torus(n, g):
    u = torch.rand(n, generator=g) * 2 * math.pi
    v = torch.rand(n, generator=g) * 2 * math.pi
    return torch.stack([(1 + 0.35 * torch.cos(v)) * torch.cos(u),
                        (1 + 0.35 * torch.cos(v)) * torch.sin(u), 0.35 * torch.sin(v)], 1) / 1.35


_SAMPLERS = [_sphere, _cube, _cylinder, _cone, _torus]


def make_clouds(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(SHAPES), (n,), generator=g)
    clouds = torch.empty(n, N_POINTS, 3)
    for i, y in enumerate(labels.tolist()):
        pts = _SAMPLERS[y](N_POINTS, g)
        stretch = 0.7 + 0.6 * torch.rand(3, generator=g)
        clouds[i] = pts * stretch * (0.8 + 0.4 * torch.rand(1, generator=g))
    return clouds, labels
