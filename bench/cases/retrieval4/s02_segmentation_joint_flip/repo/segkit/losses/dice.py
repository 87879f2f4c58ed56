import torch
import torch.nn as nn
import torch.nn.functional as F


class DiceLoss(nn.Module):
    def __init__(self, smooth=1.0, ignore_index=255):
        super().__init__()
        self.smooth = smooth
        self.ignore_index = ignore_index

    def forward(self, logits, target):
        num_classes = logits.shape[1]
        valid = (target != self.ignore_index).unsqueeze(1)
        t = target.clone()
        t[~valid.squeeze(1)] = 0
        onehot = F.one_hot(t, num_classes).permute(0, 3, 1, 2).float()
        probs = logits.softmax(dim=1) * valid
        onehot = onehot * valid
        inter = (probs * onehot).sum(dim=(0, 2, 3))
        denom = probs.sum(dim=(0, 2, 3)) + onehot.sum(dim=(0, 2, 3))
        dice = (2 * inter + self.smooth) / (denom + self.smooth)
        return 1.0 - dice.mean()
