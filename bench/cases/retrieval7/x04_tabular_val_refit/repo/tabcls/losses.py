"""Classification losses."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class LabelSmoothingCE(nn.Module):
    def __init__(self, smoothing=0.0):
        super().__init__()
        self.smoothing = smoothing

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        nll = -logp.gather(1, target.unsqueeze(1)).squeeze(1)
        smooth = -logp.mean(dim=-1)
        return ((1.0 - self.smoothing) * nll + self.smoothing * smooth).mean()


class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0):
        super().__init__()
        self.gamma = gamma

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1).gather(1, target.unsqueeze(1)).squeeze(1)
        p = logp.exp()
        return (-(1.0 - p) ** self.gamma * logp).mean()


def build_loss(train_cfg):
    if train_cfg.get("loss", "ce") == "focal":
        return FocalLoss(train_cfg.get("focal_gamma", 2.0))
    return LabelSmoothingCE(train_cfg.get("label_smoothing", 0.0))
