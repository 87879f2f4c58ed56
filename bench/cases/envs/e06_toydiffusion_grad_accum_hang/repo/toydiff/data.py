import math

import torch
from torch.utils.data import TensorDataset


def moons(n, noise=0.08, g=None):
    n1 = n // 2
    t1 = torch.rand(n1, generator=g) * math.pi
    t2 = torch.rand(n - n1, generator=g) * math.pi
    a = torch.stack([torch.cos(t1), torch.sin(t1)], 1)
    b = torch.stack([1 - torch.cos(t2), 0.5 - torch.sin(t2)], 1)
    x = torch.cat([a, b]) + noise * torch.randn(n, 2, generator=g)
    return (x - torch.tensor([0.5, 0.25])) * 1.5


def spiral(n, noise=0.05, g=None):
    t = torch.sqrt(torch.rand(n, generator=g)) * 3 * math.pi
    x = torch.stack([t * torch.cos(t), t * torch.sin(t)], 1) / (3 * math.pi) * 2
    return x + noise * torch.randn(n, 2, generator=g)


def gaussians(n, std=0.1, g=None):
    k = torch.randint(0, 8, (n,), generator=g).float()
    centres = torch.stack([torch.cos(k * math.pi / 4), torch.sin(k * math.pi / 4)], 1) * 1.5
    return centres + std * torch.randn(n, 2, generator=g)


DATASETS = {"moons": moons, "spiral": spiral, "gaussians": gaussians}


def make_dataset(name, n, seed=0):
    g = torch.Generator().manual_seed(seed)
    return TensorDataset(DATASETS[name](n, g=g))
