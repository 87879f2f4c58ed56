"""Imbalance-aware losses for multi-label findings."""
import torch
import torch.nn as nn
import torch.nn.functional as F

from ..data.stats import compute_pos_weight


class WeightedBCELoss(nn.Module):
    def __init__(self, pos_weight=None):
        super().__init__()
        pw = None if pos_weight is None else torch.as_tensor(pos_weight, dtype=torch.float32)
        self.register_buffer("pos_weight", pw)

    def forward(self, logits, targets):
        return F.binary_cross_entropy_with_logits(logits, targets, pos_weight=self.pos_weight)


class FocalLoss(nn.Module):
    """Binary focal loss (Lin et al., 2017) with optional alpha balancing."""

    def __init__(self, gamma=2.0, alpha=None):
        super().__init__()
        self.gamma, self.alpha = gamma, alpha

    def forward(self, logits, targets):
        ce = F.binary_cross_entropy_with_logits(logits, targets, reduction="none")
        p = torch.sigmoid(logits)
        p_t = p * targets + (1 - p) * (1 - targets)
        loss = ce * (1 - p_t) ** self.gamma
        if self.alpha is not None:
            loss = loss * (self.alpha * targets + (1 - self.alpha) * (1 - targets))
        return loss.mean()


def build_loss(cfg, train_labels):
    lc = cfg["loss"]
    if lc.get("name", "bce") == "focal":
        return FocalLoss(lc.get("gamma", 2.0), lc.get("alpha"))
    pw = lc.get("pos_weight")
    if pw == "auto":
        pw = compute_pos_weight(train_labels)
    return WeightedBCELoss(pw)
