import torch
import torch.nn as nn


class PinballLoss(nn.Module):
    def __init__(self, quantile=0.5):
        super().__init__()
        self.q = quantile

    def forward(self, pred, target):
        diff = target - pred
        return torch.maximum(self.q * diff, (self.q - 1) * diff).mean()


class SMAPELoss(nn.Module):
    def __init__(self, eps=1e-6):
        super().__init__()
        self.eps = eps

    def forward(self, pred, target):
        denom = (pred.abs() + target.abs()).clamp(min=self.eps)
        return (2 * (pred - target).abs() / denom).mean()


def build_loss(cfg):
    name = cfg.get("name", "mse")
    if name == "mse":
        return nn.MSELoss()
    if name == "mae":
        return nn.L1Loss()
    if name == "huber":
        return nn.HuberLoss(delta=cfg.get("delta", 1.0))
    if name == "pinball":
        return PinballLoss(cfg.get("quantile", 0.5))
    if name == "smape":
        return SMAPELoss()
    raise ValueError(name)
