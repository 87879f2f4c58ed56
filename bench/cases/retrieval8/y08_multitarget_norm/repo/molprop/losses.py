"""Regression losses on normalised targets."""
import torch.nn.functional as F


def mse_loss(pred, target, weights=None):
    err = (pred - target) ** 2
    if weights is not None:
        err = err * weights
    return err.mean()


def huber_loss(pred, target, weights=None, delta=1.0):
    err = F.huber_loss(pred, target, reduction="none", delta=delta)
    if weights is not None:
        err = err * weights
    return err.mean()


LOSSES = {"mse": mse_loss, "huber": huber_loss}


def get_loss(name):
    if name not in LOSSES:
        raise ValueError(f"unknown loss {name!r}")
    return LOSSES[name]
