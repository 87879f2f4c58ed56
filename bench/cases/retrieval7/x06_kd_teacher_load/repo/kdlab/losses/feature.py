"""Feature-level distillation losses (FitNets hints, attention-style matching)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class HintRegressor(nn.Module):
    """Projects student features to the teacher feature width (FitNets)."""

    def __init__(self, student_dim, teacher_dim):
        super().__init__()
        self.proj = nn.Linear(student_dim, teacher_dim, bias=False)

    def forward(self, feat):
        return self.proj(feat)


def hint_loss(student_feat, teacher_feat):
    return F.mse_loss(student_feat, teacher_feat)


def normalized_feature_loss(student_feat, teacher_feat, eps=1e-6):
    """MSE between L2-normalised feature vectors (scale-free variant of the hint loss)."""
    s = student_feat / (student_feat.norm(dim=1, keepdim=True) + eps)
    t = teacher_feat / (teacher_feat.norm(dim=1, keepdim=True) + eps)
    return (s - t).pow(2).sum(dim=1).mean()


def similarity_preserving_loss(student_feat, teacher_feat):
    """Match batch Gram matrices (Tung & Mori, 2019)."""
    gs = F.normalize(student_feat @ student_feat.t(), dim=1)
    gt = F.normalize(teacher_feat @ teacher_feat.t(), dim=1)
    b = student_feat.shape[0]
    return (gs - gt).pow(2).sum() / (b * b)


def relational_distance_loss(student_feat, teacher_feat, eps=1e-8):
    """Pairwise-distance structure matching (RKD-D), distances normalised by their mean."""
    ds = torch.cdist(student_feat, student_feat)
    dt = torch.cdist(teacher_feat, teacher_feat)
    ds = ds / (ds[ds > 0].mean() + eps)
    dt = dt / (dt[dt > 0].mean() + eps)
    return F.smooth_l1_loss(ds, dt)
