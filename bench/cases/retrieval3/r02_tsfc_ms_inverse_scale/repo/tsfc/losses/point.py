import torch.nn as nn
import torch.nn.functional as F


class MSELoss(nn.Module):
    def forward(self, pred, target):
        return F.mse_loss(pred, target)


class MAELoss(nn.Module):
    def forward(self, pred, target):
        return (pred - target).abs().mean()


class HuberLoss(nn.Module):
    def __init__(self, delta=1.0):
        super().__init__()
        self.delta = delta

    def forward(self, pred, target):
        return F.huber_loss(pred, target, delta=self.delta)
