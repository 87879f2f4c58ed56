"""Stochastic feature augmentation used for the two consistency views."""
import torch


def augment(x, noise=0.15, drop=0.1):
    keep = (torch.rand_like(x) > drop).to(x.dtype)
    return x * keep + noise * torch.randn_like(x)
