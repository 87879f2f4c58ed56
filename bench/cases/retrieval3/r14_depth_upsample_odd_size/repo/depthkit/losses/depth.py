import torch
import torch.nn as nn


class SILogLoss(nn.Module):
    """Scale-invariant log loss (Eigen et al. 2014), as used by BTS/AdaBins."""

    def __init__(self, variance_focus=0.85):
        super().__init__()
        self.lam = variance_focus

    def forward(self, pred, gt, mask):
        d = torch.log(pred[mask]) - torch.log(gt[mask])
        return torch.sqrt((d ** 2).mean() - self.lam * d.mean() ** 2) * 10.0


class MaskedL1Loss(nn.Module):
    def forward(self, pred, gt, mask):
        return (pred[mask] - gt[mask]).abs().mean()


class GradientMatchingLoss(nn.Module):
    """Multi-scale gradient matching on log depth (MiDaS-style)."""

    def __init__(self, scales=4):
        super().__init__()
        self.scales = scales

    def forward(self, pred, gt, mask):
        total = 0.0
        diff = torch.where(mask, torch.log(pred.clamp(min=1e-6)) - torch.log(gt.clamp(min=1e-6)), torch.zeros_like(pred))
        m = mask.float()
        for s in range(self.scales):
            step = 2 ** s
            d, mm = diff[..., ::step, ::step], m[..., ::step, ::step]
            gx = (d[..., :, 1:] - d[..., :, :-1]).abs() * mm[..., :, 1:] * mm[..., :, :-1]
            gy = (d[..., 1:, :] - d[..., :-1, :]).abs() * mm[..., 1:, :] * mm[..., :-1, :]
            total = total + (gx.sum() + gy.sum()) / mm.sum().clamp(min=1)
        return total
