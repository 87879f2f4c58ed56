import math

import torch


def rmse(pred, target):
    return torch.sqrt(((pred - target) ** 2).mean()).item()


def mae(pred, target):
    return (pred - target).abs().mean().item()


def mean_nlpd(mean, var, target):
    """Mean negative log predictive density under a Gaussian predictive."""
    var = var.clamp_min(1e-12)
    nlpd = 0.5 * torch.log(2 * math.pi * var) + 0.5 * (target - mean) ** 2 / var
    return nlpd.mean().item()


def coverage(mean, var, target, z=1.96):
    half = z * var.clamp_min(0).sqrt()
    inside = (target >= mean - half) & (target <= mean + half)
    return inside.double().mean().item()
