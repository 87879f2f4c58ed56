import torch


def mse(pred, target):
    return torch.mean((pred - target) ** 2).item()


def mae(pred, target):
    return torch.mean((pred - target).abs()).item()
