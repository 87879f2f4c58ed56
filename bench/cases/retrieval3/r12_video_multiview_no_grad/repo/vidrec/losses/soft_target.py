import random

import torch
import torch.nn as nn
import torch.nn.functional as F


def mixup_batch(x, y, num_classes, alpha=0.8, smoothing=0.1):
    """Returns mixed inputs and soft targets."""
    off = smoothing / num_classes
    y1 = F.one_hot(y, num_classes).float() * (1 - smoothing) + off
    if alpha <= 0:
        return x, y1
    lam = random.betavariate(alpha, alpha)
    perm = torch.randperm(x.shape[0], device=x.device)
    return lam * x + (1 - lam) * x[perm], lam * y1 + (1 - lam) * y1[perm]


class MixupCrossEntropy(nn.Module):
    def forward(self, logits, soft_targets):
        return torch.sum(-soft_targets * F.log_softmax(logits, dim=-1), dim=-1).mean()
