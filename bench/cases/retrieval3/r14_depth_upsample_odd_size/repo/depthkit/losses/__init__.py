import torch.nn as nn

from depthkit.losses.depth import GradientMatchingLoss, MaskedL1Loss, SILogLoss


class DepthLoss(nn.Module):
    def __init__(self, base, grad_weight=0.0):
        super().__init__()
        self.base, self.grad, self.grad_weight = base, GradientMatchingLoss(), grad_weight

    def forward(self, pred, gt, mask):
        loss = self.base(pred, gt, mask)
        if self.grad_weight > 0:
            loss = loss + self.grad_weight * self.grad(pred, gt, mask)
        return loss


def build_loss(cfg):
    base = SILogLoss(cfg["variance_focus"]) if cfg["name"] == "silog" else MaskedL1Loss()
    return DepthLoss(base, cfg["grad_weight"])
