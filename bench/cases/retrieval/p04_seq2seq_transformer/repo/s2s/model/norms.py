"""Normalisation layers selectable from the config (`model.norm`)."""
import torch
from torch import nn


class RMSNorm(nn.Module):
    """Root-mean-square norm (Zhang & Sennrich, 2019): no centering, learned gain only."""

    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        rms = x.pow(2).mean(-1, keepdim=True).sqrt()
        return self.weight * (x / rms)


class ScaleNorm(nn.Module):
    """Nguyen & Salazar (2019): a single learned scale over the l2-normalised vector."""

    def __init__(self, dim, eps=1e-5):
        super().__init__()
        self.scale = nn.Parameter(torch.tensor(float(dim) ** 0.5))
        self.eps = eps

    def forward(self, x):
        return self.scale * x / x.norm(dim=-1, keepdim=True).clamp(min=self.eps)


def build_norm(name, dim):
    name = (name or "layernorm").lower()
    if name in ("layernorm", "ln"):
        return nn.LayerNorm(dim)
    if name in ("rmsnorm", "rms"):
        return RMSNorm(dim)
    if name == "scalenorm":
        return ScaleNorm(dim)
    raise ValueError(f"unknown norm {name!r}")
