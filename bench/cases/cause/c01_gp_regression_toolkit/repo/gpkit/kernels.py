import math

import torch
import torch.nn as nn
import torch.nn.functional as F


def _softplus_inv(x):
    x = torch.as_tensor(x, dtype=torch.float64)
    return x + torch.log(-torch.expm1(-x))


def sq_dist(x1, x2):
    """Pairwise squared euclidean distances, clamped at zero."""
    x1_sq = (x1 ** 2).sum(-1, keepdim=True)
    x2_sq = (x2 ** 2).sum(-1, keepdim=True)
    d = x1_sq - 2 * x1 @ x2.transpose(-2, -1) + x2_sq.transpose(-2, -1)
    return d.clamp_min(0.0)


class Kernel(nn.Module):
    def __init__(self, lengthscale=1.0):
        super().__init__()
        self.raw_lengthscale = nn.Parameter(_softplus_inv(lengthscale))

    @property
    def lengthscale(self):
        return F.softplus(self.raw_lengthscale)

    def forward(self, x1, x2=None):
        raise NotImplementedError


class RBFKernel(Kernel):
    def forward(self, x1, x2=None):
        x2 = x1 if x2 is None else x2
        d = sq_dist(x1 / self.lengthscale, x2 / self.lengthscale)
        return torch.exp(-0.5 * d)


class Matern52Kernel(Kernel):
    def forward(self, x1, x2=None):
        x2 = x1 if x2 is None else x2
        r = sq_dist(x1 / self.lengthscale, x2 / self.lengthscale).add(1e-12).sqrt()
        s5r = math.sqrt(5.0) * r
        return (1.0 + s5r + 5.0 / 3.0 * r ** 2) * torch.exp(-s5r)


class ScaleKernel(nn.Module):
    def __init__(self, base, outputscale=1.0):
        super().__init__()
        self.base = base
        self.raw_outputscale = nn.Parameter(_softplus_inv(outputscale))

    @property
    def outputscale(self):
        return F.softplus(self.raw_outputscale)

    def forward(self, x1, x2=None):
        return self.outputscale * self.base(x1, x2)


def build_kernel(name, lengthscale=1.0, outputscale=1.0):
    kernels = {"rbf": RBFKernel, "matern52": Matern52Kernel}
    if name not in kernels:
        raise ValueError(f"unknown kernel {name!r}, choose from {sorted(kernels)}")
    return ScaleKernel(kernels[name](lengthscale), outputscale)
