"""Margin-based classification heads used to train the encoder."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class SoftmaxLoss(nn.Module):
    def __init__(self, emb_dim, n_classes):
        super().__init__()
        self.fc = nn.Linear(emb_dim, n_classes)

    def forward(self, emb, labels):
        logits = self.fc(emb)
        return F.cross_entropy(logits, labels), logits


class AMSoftmax(nn.Module):
    """Additive (cosine) margin softmax: s * (cos(theta) - m)."""

    def __init__(self, emb_dim, n_classes, margin=0.2, scale=30.0):
        super().__init__()
        self.margin = margin
        self.scale = scale
        self.weight = nn.Parameter(torch.empty(n_classes, emb_dim))
        nn.init.xavier_normal_(self.weight)

    def forward(self, emb, labels):
        cosine = F.linear(F.normalize(emb), F.normalize(self.weight))
        onehot = F.one_hot(labels, cosine.shape[1]).to(cosine.dtype)
        logits = self.scale * (cosine - self.margin * onehot)
        return F.cross_entropy(logits, labels), logits


class AAMSoftmax(nn.Module):
    """Additive angular margin softmax (ArcFace): s * cos(theta + m)."""

    def __init__(self, emb_dim, n_classes, margin=0.2, scale=30.0, easy_margin=False):
        super().__init__()
        self.margin = margin
        self.scale = scale
        self.easy_margin = easy_margin
        self.weight = nn.Parameter(torch.empty(n_classes, emb_dim))
        nn.init.xavier_normal_(self.weight)
        self.cos_m = math.cos(margin)
        self.sin_m = math.sin(margin)
        self.th = math.cos(math.pi - margin)
        self.mm = math.sin(math.pi - margin) * margin

    def forward(self, emb, labels):
        cosine = F.linear(F.normalize(emb), F.normalize(self.weight))
        sine = torch.sqrt((1.0 - cosine * cosine).clamp(min=1e-7, max=1.0))
        phi = cosine * self.cos_m - sine * self.sin_m
        if self.easy_margin:
            phi = torch.where(cosine > 0, phi, cosine)
        else:
            phi = torch.where(cosine > self.th, phi, cosine - self.mm)
        onehot = F.one_hot(labels, cosine.shape[1]).to(cosine.dtype)
        logits = self.scale * (onehot * phi + (1.0 - onehot) * cosine)
        return F.cross_entropy(logits, labels), logits
