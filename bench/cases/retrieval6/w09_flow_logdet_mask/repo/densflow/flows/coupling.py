"""Coupling layers (NICE additive / RealNVP affine).

A binary ``mask`` selects the conditioning half (mask == 1, passed through
unchanged); the other half (mask == 0) is transformed conditioned on it.
"""
import torch
from torch import nn

from .base import Flow
from .nets import MLP


def half_mask(dim, parity=0):
    m = torch.zeros(dim)
    m[: dim // 2] = 1.0
    return m if parity == 0 else 1.0 - m


def checkerboard_mask(dim, parity=0):
    m = (torch.arange(dim) % 2 == parity).float()
    return m


class AdditiveCoupling(Flow):
    def __init__(self, dim, mask, hidden=64, num_layers=2, **_):
        super().__init__()
        self.register_buffer("mask", mask.clone())
        self.net = MLP(dim, dim, hidden, num_layers)

    def forward(self, x):
        t = self.net(x * self.mask) * (1.0 - self.mask)
        return x + t, x.new_zeros(x.size(0))

    def inverse(self, z):
        t = self.net(z * self.mask) * (1.0 - self.mask)
        return z - t


class AffineCoupling(Flow):
    def __init__(self, dim, mask, hidden=64, num_layers=2, clamp=None, **_):
        super().__init__()
        self.register_buffer("mask", mask.clone())
        self.net = MLP(dim, 2 * dim, hidden, num_layers)
        self.clamp = clamp

    def _scale_shift(self, x):
        s, t = self.net(x * self.mask).chunk(2, dim=-1)
        if self.clamp is not None:
            s = self.clamp * torch.tanh(s / self.clamp)
        return s, t

    def forward(self, x):
        s, t = self._scale_shift(x)
        inv = 1.0 - self.mask
        z = self.mask * x + inv * (x * torch.exp(s) + t)
        log_det = s.sum(dim=-1)
        return z, log_det

    def inverse(self, z):
        s, t = self._scale_shift(z)
        inv = 1.0 - self.mask
        s, t = s * inv, t * inv
        return self.mask * z + inv * ((z - t) * torch.exp(-s))
