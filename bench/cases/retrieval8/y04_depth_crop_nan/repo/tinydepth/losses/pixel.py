"""Pixel-wise depth regression losses evaluated on valid ground-truth pixels only."""
import torch
import torch.nn as nn


def valid_mask(target, min_depth=1e-3):
    return target > min_depth


class MaskedL1Loss(nn.Module):
    def forward(self, pred, target, mask=None):
        if mask is None:
            mask = valid_mask(target)
        mask = mask.float()
        total = (torch.abs(pred - target) * mask).sum()
        return total / mask.sum().clamp(min=1.0)


class BerHuLoss(nn.Module):
    """Reverse Huber loss (Laina et al. 2016), c = threshold * max |residual|."""

    def __init__(self, threshold=0.2):
        super().__init__()
        self.threshold = float(threshold)

    def forward(self, pred, target, mask=None):
        if mask is None:
            mask = valid_mask(target)
        mask = mask.float()
        diff = torch.abs(pred - target) * mask
        c = (self.threshold * diff.max()).detach().clamp(min=1e-6)
        l2 = (diff.pow(2) + c.pow(2)) / (2 * c)
        loss = torch.where(diff <= c, diff, l2) * mask
        return loss.sum() / mask.sum().clamp(min=1.0)
