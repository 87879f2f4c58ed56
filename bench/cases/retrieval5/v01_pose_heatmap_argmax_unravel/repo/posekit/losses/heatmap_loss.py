"""Losses for heatmap and integral heads."""
import torch.nn as nn


class JointsMSELoss(nn.Module):
    """Per-joint MSE between heatmaps, weighted by target visibility."""

    def forward(self, pred, target, target_weight):
        B, K = pred.shape[:2]
        err = (pred - target).pow(2).reshape(B, K, -1).mean(-1)
        return 0.5 * (err * target_weight).sum() / target_weight.sum().clamp(min=1.0)


class CoordL1Loss(nn.Module):
    """L1 on soft-argmax coordinates (heatmap pixels) for the integral head."""

    def __init__(self, heatmap_weight=0.0):
        super().__init__()
        self.heatmap_weight = heatmap_weight
        self.mse = JointsMSELoss()

    def forward(self, pred, target_coords, target_weight, pred_heatmaps=None, target_heatmaps=None):
        err = (pred - target_coords).abs().sum(-1)
        loss = (err * target_weight).sum() / target_weight.sum().clamp(min=1.0)
        if self.heatmap_weight and pred_heatmaps is not None:
            loss = loss + self.heatmap_weight * self.mse(pred_heatmaps.sigmoid(), target_heatmaps,
                                                         target_weight)
        return loss


def build_loss(cfg):
    if cfg["model"].get("head", "heatmap") == "integral":
        return CoordL1Loss(heatmap_weight=cfg["model"].get("heatmap_weight", 0.0))
    return JointsMSELoss()
