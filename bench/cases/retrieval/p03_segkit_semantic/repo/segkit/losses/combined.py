import torch
import torch.nn.functional as F
from torch import nn

from .dice import DiceLoss


class OhemCrossEntropy(nn.Module):
    """Cross-entropy over the hardest pixels (loss above thresh, at least min_kept)."""

    def __init__(self, ignore_index=255, thresh=0.7, min_kept=256):
        super().__init__()
        self.ignore_index = ignore_index
        self.thresh = -torch.log(torch.tensor(thresh))
        self.min_kept = min_kept

    def forward(self, logits, target):
        pix = F.cross_entropy(logits, target, ignore_index=self.ignore_index, reduction="none").flatten()
        pix = pix[target.flatten() != self.ignore_index]
        if pix.numel() == 0:
            return logits.sum() * 0.0
        hard = pix[pix > self.thresh]
        if hard.numel() < self.min_kept:
            hard = pix.topk(min(self.min_kept, pix.numel())).values
        return hard.mean()


class CombinedLoss(nn.Module):
    def __init__(self, num_classes, ce_weight=1.0, dice_weight=0.0, ignore_index=255,
                 class_weights=None):
        super().__init__()
        self.ce_weight = ce_weight
        self.dice_weight = dice_weight
        self.ignore_index = ignore_index
        self.register_buffer("class_weights", None if class_weights is None
                             else torch.as_tensor(class_weights, dtype=torch.float32))
        self.dice = DiceLoss(num_classes, ignore_index) if dice_weight > 0 else None

    def forward(self, logits, target):
        loss = self.ce_weight * F.cross_entropy(logits, target, weight=self.class_weights,
                                                ignore_index=self.ignore_index)
        if self.dice is not None:
            loss = loss + self.dice_weight * self.dice(logits, target)
        return loss


def build_loss(lcfg, num_classes, ignore_index=255):
    if lcfg.get("ohem"):
        return OhemCrossEntropy(ignore_index)
    return CombinedLoss(num_classes, lcfg.get("ce_weight", 1.0), lcfg.get("dice_weight", 0.0),
                        ignore_index, lcfg.get("class_weights"))
