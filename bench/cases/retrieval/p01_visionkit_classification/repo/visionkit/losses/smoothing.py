"""Cross-entropy variants for soft or smoothed targets."""
import torch
import torch.nn.functional as F
from torch import nn

from ..registry import LOSSES


@LOSSES.register("label_smoothing")
class LabelSmoothingCrossEntropy(nn.Module):
    """Cross-entropy against a smoothed target: the true class gets 1 - smoothing and the
    remaining mass is spread evenly over the other classes."""

    def __init__(self, smoothing=0.1, num_classes=None, reduction="mean"):
        super().__init__()
        if not 0.0 <= smoothing < 1.0:
            raise ValueError("smoothing must be in [0, 1)")
        self.smoothing = smoothing
        self.confidence = 1.0 - smoothing
        self.num_classes = num_classes
        self.reduction = reduction

    def smoothed_targets(self, target, n_cls):
        with torch.no_grad():
            true_dist = torch.empty(target.size(0), n_cls, device=target.device)
            true_dist.fill_(self.confidence / (n_cls - 1))
            true_dist.scatter_(1, target.unsqueeze(1), self.smoothing)
        return true_dist

    def forward(self, logits, target):
        n_cls = self.num_classes or logits.size(-1)
        logp = F.log_softmax(logits, dim=-1)
        loss = -(self.smoothed_targets(target, n_cls) * logp).sum(dim=-1)
        if self.reduction == "mean":
            return loss.mean()
        if self.reduction == "sum":
            return loss.sum()
        return loss


@LOSSES.register("soft_target")
class SoftTargetCrossEntropy(nn.Module):
    """For mixup/cutmix targets that are already probability vectors."""

    def forward(self, logits, target):
        if target.dim() == 1:
            return F.cross_entropy(logits, target)
        return torch.sum(-target * F.log_softmax(logits, dim=-1), dim=-1).mean()
