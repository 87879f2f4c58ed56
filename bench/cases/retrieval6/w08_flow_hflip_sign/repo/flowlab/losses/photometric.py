"""Unsupervised photometric loss (optional, combined with the supervised loss)."""
from torch import nn

from ..ops.warp import flow_warp, valid_mask


def charbonnier(x, eps=1e-3, alpha=0.45):
    return (x.pow(2) + eps ** 2).pow(alpha)


class PhotometricLoss(nn.Module):
    def __init__(self, weight=0.0):
        super().__init__()
        self.weight = weight

    def forward(self, img1, img2, flow):
        if self.weight == 0:
            return flow.new_zeros(())
        recon = flow_warp(img2, flow)
        mask = valid_mask(flow)
        err = charbonnier(img1 - recon).mean(dim=1, keepdim=True) * mask
        return self.weight * err.sum() / mask.sum().clamp(min=1.0)
