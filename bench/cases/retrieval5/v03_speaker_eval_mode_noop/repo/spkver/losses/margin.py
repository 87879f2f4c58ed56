"""Margin-based softmax losses for speaker embedding training."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class AMSoftmax(nn.Module):
    """Additive margin: cos(theta) - m for the target class."""

    def __init__(self, embed_dim, num_classes, margin=0.2, scale=30.0):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_classes, embed_dim) * 0.01)
        self.margin, self.scale = margin, scale

    def forward(self, emb, labels):
        cos = F.linear(F.normalize(emb), F.normalize(self.weight))
        onehot = F.one_hot(labels, cos.shape[1]).to(cos.dtype)
        logits = self.scale * (cos - self.margin * onehot)
        return F.cross_entropy(logits, labels), logits


class AAMSoftmax(nn.Module):
    """Additive angular margin (ArcFace): cos(theta + m) for the target class."""

    def __init__(self, embed_dim, num_classes, margin=0.2, scale=30.0, easy_margin=False):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_classes, embed_dim) * 0.01)
        self.margin, self.scale, self.easy_margin = margin, scale, easy_margin
        self.cos_m, self.sin_m = math.cos(margin), math.sin(margin)
        self.th = math.cos(math.pi - margin)
        self.mm = math.sin(math.pi - margin) * margin

    def forward(self, emb, labels):
        cos = F.linear(F.normalize(emb), F.normalize(self.weight))
        sin = torch.sqrt((1.0 - cos * cos).clamp(min=1e-7, max=1.0))
        phi = cos * self.cos_m - sin * self.sin_m
        if self.easy_margin:
            phi = torch.where(cos > 0, phi, cos)
        else:
            phi = torch.where(cos > self.th, phi, cos - self.mm)
        onehot = F.one_hot(labels, cos.shape[1]).bool()
        logits = self.scale * torch.where(onehot, phi, cos)
        return F.cross_entropy(logits, labels), logits


def build_loss(cfg, num_classes, embed_dim):
    lc = cfg["loss"]
    cls = AAMSoftmax if lc.get("name", "aam") == "aam" else AMSoftmax
    return cls(embed_dim, num_classes, lc.get("margin", 0.2), lc.get("scale", 30.0))
