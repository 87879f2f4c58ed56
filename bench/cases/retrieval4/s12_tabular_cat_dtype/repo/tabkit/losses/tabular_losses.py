import torch
import torch.nn as nn
import torch.nn.functional as F


class BinaryFocalLoss(nn.Module):
    def __init__(self, gamma=2.0, alpha=0.25):
        super().__init__()
        self.gamma = gamma
        self.alpha = alpha

    def forward(self, logits, y):
        bce = F.binary_cross_entropy_with_logits(logits, y, reduction="none")
        p = torch.sigmoid(logits)
        pt = p * y + (1 - p) * (1 - y)
        a = self.alpha * y + (1 - self.alpha) * (1 - y)
        return (a * (1 - pt) ** self.gamma * bce).mean()


def build_loss(cfg, pos_rate=None):
    if cfg.get("name", "bce") == "focal":
        return BinaryFocalLoss(cfg.get("gamma", 2.0), cfg.get("alpha", 0.25))
    pos_weight = None
    if cfg.get("balance") and pos_rate:
        pos_weight = torch.tensor((1 - pos_rate) / max(pos_rate, 1e-6))
    return nn.BCEWithLogitsLoss(pos_weight=pos_weight)
