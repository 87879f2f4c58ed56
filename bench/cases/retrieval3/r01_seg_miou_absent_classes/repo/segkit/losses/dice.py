import torch
import torch.nn as nn
import torch.nn.functional as F


class DiceLoss(nn.Module):
    def __init__(self, ignore_index=255, smooth=1.0):
        super().__init__()
        self.ignore_index = ignore_index
        self.smooth = smooth

    def forward(self, logits, target):
        num_classes = logits.shape[1]
        probs = logits.softmax(dim=1)
        valid = (target != self.ignore_index)
        safe = torch.where(valid, target, torch.zeros_like(target))
        onehot = F.one_hot(safe, num_classes).permute(0, 3, 1, 2).float()
        valid = valid.unsqueeze(1).float()
        probs, onehot = probs * valid, onehot * valid
        inter = (probs * onehot).sum(dim=(0, 2, 3))
        denom = probs.sum(dim=(0, 2, 3)) + onehot.sum(dim=(0, 2, 3))
        dice = (2 * inter + self.smooth) / (denom + self.smooth)
        return 1.0 - dice.mean()
