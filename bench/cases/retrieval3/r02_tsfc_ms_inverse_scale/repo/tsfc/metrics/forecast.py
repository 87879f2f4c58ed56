import torch


def mae(pred, target):
    return (pred - target).abs().mean().item()


def mse(pred, target):
    return ((pred - target) ** 2).mean().item()


def rmse(pred, target):
    return mse(pred, target) ** 0.5


def mape(pred, target, eps=1e-6):
    return ((pred - target).abs() / target.abs().clamp(min=eps)).mean().item() * 100


def smape(pred, target, eps=1e-6):
    denom = (pred.abs() + target.abs()).clamp(min=eps)
    return (2 * (pred - target).abs() / denom).mean().item() * 100
