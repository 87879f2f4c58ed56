"""Evaluation metrics for representations."""
import torch
import torch.nn.functional as F


def accuracy(logits, targets):
    return (logits.argmax(dim=1) == targets).float().mean().item()


def topk_accuracy(logits, targets, k=5):
    k = min(k, logits.size(1))
    top = logits.topk(k, dim=1).indices
    return (top == targets[:, None]).any(dim=1).float().mean().item()


def alignment(z1, z2, alpha=2):
    """Wang & Isola alignment: mean ||f(x) - f(x+)||^alpha on normalized features."""
    z1, z2 = F.normalize(z1, dim=1), F.normalize(z2, dim=1)
    return (z1 - z2).norm(dim=1).pow(alpha).mean().item()


def uniformity(z, t=2):
    """log E[exp(-t ||zi - zj||^2)] over distinct pairs."""
    z = F.normalize(z, dim=1)
    sq = torch.pdist(z, p=2).pow(2)
    return sq.mul(-t).exp().mean().log().item()
