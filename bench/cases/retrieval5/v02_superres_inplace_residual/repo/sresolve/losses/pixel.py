"""Pixel losses."""
import torch
import torch.nn as nn


class L1Loss(nn.Module):
    def forward(self, sr, hr):
        return (sr - hr).abs().mean()


class CharbonnierLoss(nn.Module):
    def __init__(self, eps=1e-3):
        super().__init__()
        self.eps = eps

    def forward(self, sr, hr):
        return torch.sqrt((sr - hr) ** 2 + self.eps ** 2).mean()


def build_loss(name):
    from .edge import GradientLoss

    name = name.lower()
    if name == "l1":
        return L1Loss()
    if name == "charbonnier":
        return CharbonnierLoss()
    if name == "l1+grad":
        l1, grad = L1Loss(), GradientLoss()
        return lambda sr, hr: l1(sr, hr) + 0.1 * grad(sr, hr)
    raise ValueError(name)
