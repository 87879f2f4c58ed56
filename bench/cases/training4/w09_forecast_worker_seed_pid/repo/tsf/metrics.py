import torch


def mape(pred, y):
    return ((pred - y).abs() / y.abs().clamp(min=1e-6)).mean().item() * 100


def smape(pred, y):
    return (2 * (pred - y).abs() / (pred.abs() + y.abs()).clamp(min=1e-6)).mean().item() * 100
