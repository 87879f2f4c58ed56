import torch
from torch import nn

from .perceptual import PerceptualLoss
from .pixel import PIXEL_LOSSES, ssim_loss


class RestorationLoss(nn.Module):
    """Weighted sum of a pixel loss, an SSIM term and a perceptual term."""

    def __init__(self, pixel="l1", pixel_weight=1.0, ssim_weight=0.0, perceptual_weight=0.0,
                 perceptual_layers=("relu2_2",), style_weight=0.0):
        super().__init__()
        self.pixel = PIXEL_LOSSES[pixel]
        self.pixel_weight = pixel_weight
        self.ssim_weight = ssim_weight
        self.perceptual_weight = perceptual_weight
        self.perceptual = (PerceptualLoss(perceptual_layers, style_weight=style_weight)
                           if perceptual_weight > 0 else None)

    def forward(self, pred, target):
        parts = {"pixel": self.pixel(pred, target)}
        if self.ssim_weight:
            parts["ssim"] = ssim_loss(pred, target)
        if self.perceptual is not None:
            parts["perceptual"] = self.perceptual(pred, target)
        total = (self.pixel_weight * parts["pixel"] + self.ssim_weight * parts.get("ssim", 0.0)
                 + self.perceptual_weight * parts.get("perceptual", 0.0))
        return total, {k: float(v.detach()) if torch.is_tensor(v) else float(v) for k, v in parts.items()}


def build_loss(lcfg):
    return RestorationLoss(lcfg.get("pixel", "l1"), lcfg.get("pixel_weight", 1.0),
                           lcfg.get("ssim_weight", 0.0), lcfg.get("perceptual_weight", 0.0),
                           tuple(lcfg.get("perceptual_layers", ["relu2_2"])),
                           lcfg.get("style_weight", 0.0))
