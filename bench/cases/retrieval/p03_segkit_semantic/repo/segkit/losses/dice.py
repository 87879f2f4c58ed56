import torch
import torch.nn.functional as F
from torch import nn


def soft_dice_score(probs, onehot, valid, eps=1.0):
    """Per-class soft dice over the valid (non-ignored) pixels. probs/onehot: (N, C, H, W)."""
    v = valid.unsqueeze(1).float()
    inter = (probs * onehot * v).sum((0, 2, 3))
    denom = ((probs + onehot) * v).sum((0, 2, 3))
    return (2 * inter + eps) / (denom + eps)


class DiceLoss(nn.Module):
    def __init__(self, num_classes, ignore_index=255, skip_background=False):
        super().__init__()
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.skip_background = skip_background

    def forward(self, logits, target):
        valid = target != self.ignore_index
        safe = target.masked_fill(~valid, 0)
        onehot = F.one_hot(safe, self.num_classes).permute(0, 3, 1, 2).float()
        dice = soft_dice_score(logits.softmax(1), onehot, valid)
        if self.skip_background:
            dice = dice[1:]
        return 1.0 - dice.mean()


class TverskyLoss(nn.Module):
    def __init__(self, num_classes, alpha=0.3, beta=0.7, ignore_index=255):
        super().__init__()
        self.num_classes = num_classes
        self.alpha, self.beta = alpha, beta
        self.ignore_index = ignore_index

    def forward(self, logits, target):
        valid = (target != self.ignore_index).unsqueeze(1).float()
        safe = target.masked_fill(target == self.ignore_index, 0)
        onehot = F.one_hot(safe, self.num_classes).permute(0, 3, 1, 2).float()
        p = logits.softmax(1) * valid
        tp = (p * onehot).sum((0, 2, 3))
        fp = (p * (1 - onehot)).sum((0, 2, 3))
        fn = ((1 - p) * onehot * valid).sum((0, 2, 3))
        return 1 - (tp / (tp + self.alpha * fp + self.beta * fn + 1e-6)).mean()
