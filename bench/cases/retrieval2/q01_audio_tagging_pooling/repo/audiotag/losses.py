import torch
import torch.nn as nn
import torch.nn.functional as F


class FocalBCE(nn.Module):
    def __init__(self, gamma: float = 2.0, alpha: float = 0.25):
        super().__init__()
        self.gamma = gamma
        self.alpha = alpha

    def forward(self, logits, target):
        bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
        p = torch.sigmoid(logits)
        p_t = p * target + (1 - p) * (1 - target)
        a_t = self.alpha * target + (1 - self.alpha) * (1 - target)
        return (a_t * (1 - p_t) ** self.gamma * bce).mean()


def build_loss(cfg: dict) -> nn.Module:
    name = cfg["loss"]["name"]
    if name == "bce":
        return nn.BCEWithLogitsLoss()
    if name == "focal":
        return FocalBCE(gamma=cfg["loss"].get("gamma", 2.0))
    raise ValueError(f"unknown loss {name}")
