import torch
import torch.nn as nn
import torch.nn.functional as F


class DiceLoss(nn.Module):
    """Soft multi-class Dice loss on softmax probabilities."""

    def __init__(self, num_classes, ignore_index=255, smooth=1.0):
        super().__init__()
        self.num_classes = num_classes
        self.ignore_index = ignore_index
        self.smooth = smooth

    def forward(self, logits, target):
        valid = (target != self.ignore_index).unsqueeze(1).float()
        t = target.clone()
        t[t == self.ignore_index] = 0
        probs = logits.softmax(dim=1) * valid
        onehot = F.one_hot(t, self.num_classes).permute(0, 3, 1, 2).float() * valid
        inter = (probs * onehot).sum(dim=(0, 2, 3))
        denom = probs.sum(dim=(0, 2, 3)) + onehot.sum(dim=(0, 2, 3))
        dice = (2 * inter + self.smooth) / (denom + self.smooth)
        return 1.0 - dice.mean()


class SegmentationLoss(nn.Module):
    def __init__(self, num_classes, class_weights=None, ignore_index=255, dice_weight=0.0):
        super().__init__()
        self.register_buffer("class_weights", class_weights)
        self.ignore_index = ignore_index
        self.dice_weight = dice_weight
        self.dice = DiceLoss(num_classes, ignore_index) if dice_weight > 0 else None

    def forward(self, logits, target):
        loss = F.cross_entropy(logits, target, weight=self.class_weights,
                               ignore_index=self.ignore_index)
        if self.dice is not None:
            loss = loss + self.dice_weight * self.dice(logits, target)
        return loss


def build_loss(cfg, class_weights=None):
    l = cfg["loss"]
    dice_weight = 1.0 if l.get("type", "ce") == "ce_dice" else 0.0
    return SegmentationLoss(cfg["model"]["num_classes"], class_weights,
                            l.get("ignore_index", 255), dice_weight)
