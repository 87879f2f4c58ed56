import torch
import torch.nn as nn


class L1Loss(nn.Module):
    def forward(self, pred, target):
        return (pred - target).abs().mean()


class MSELoss(nn.Module):
    def forward(self, pred, target):
        return ((pred - target) ** 2).mean()


class CharbonnierLoss(nn.Module):
    """Differentiable L1 variant: sqrt((x - y)^2 + eps^2)."""

    def __init__(self, eps=1e-3):
        super().__init__()
        self.eps = eps

    def forward(self, pred, target):
        return torch.sqrt((pred - target) ** 2 + self.eps ** 2).mean()
