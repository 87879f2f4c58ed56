"""Scale-invariant logarithmic loss (Eigen et al., 2014; BTS / AdaBins variant)."""
import torch
import torch.nn as nn


class SILogLoss(nn.Module):
    def __init__(self, variance_focus=0.85, scale=10.0, min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.variance_focus = variance_focus
        self.scale = scale
        self.min_depth, self.max_depth = min_depth, max_depth

    def forward(self, pred, target):
        """pred, target: (B, 1, H, W) in metres; target 0 marks missing ground truth."""
        valid = (target > self.min_depth) & (target < self.max_depth)
        g = torch.where(valid, torch.log(pred / target), torch.zeros_like(pred))
        n = valid.sum().clamp(min=1)
        mean = g.sum() / n
        mean_sq = (g * g).sum() / n
        return self.scale * torch.sqrt(mean_sq - self.variance_focus * mean * mean + 1e-8)
