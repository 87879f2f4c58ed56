"""Per-pixel losses restricted to pixels with valid ground truth."""
import torch
import torch.nn as nn


def valid_mask(target, min_depth, max_depth):
    return (target > min_depth) & (target < max_depth)


class MaskedL1Loss(nn.Module):
    def __init__(self, min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.min_depth, self.max_depth = min_depth, max_depth

    def forward(self, pred, target):
        m = valid_mask(target, self.min_depth, self.max_depth)
        if not m.any():
            return pred.sum() * 0.0
        return (pred[m] - target[m]).abs().mean()


class MaskedBerHuLoss(nn.Module):
    """Reverse Huber (Laina et al., 2016) with c = 0.2 * max residual."""

    def __init__(self, min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.min_depth, self.max_depth = min_depth, max_depth

    def forward(self, pred, target):
        m = valid_mask(target, self.min_depth, self.max_depth)
        if not m.any():
            return pred.sum() * 0.0
        diff = (pred[m] - target[m]).abs()
        c = (0.2 * diff.max()).detach().clamp(min=1e-6)
        return torch.where(diff <= c, diff, (diff * diff + c * c) / (2 * c)).mean()
