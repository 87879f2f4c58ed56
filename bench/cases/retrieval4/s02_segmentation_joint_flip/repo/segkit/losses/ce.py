import torch
import torch.nn as nn
import torch.nn.functional as F

from .dice import DiceLoss


class OhemCrossEntropy(nn.Module):
    def __init__(self, thresh=0.7, min_kept=10000, ignore_index=255):
        super().__init__()
        self.thresh = thresh
        self.min_kept = min_kept
        self.ignore_index = ignore_index

    def forward(self, logits, target):
        pixel_loss = F.cross_entropy(logits, target, ignore_index=self.ignore_index, reduction="none").flatten()
        valid = target.flatten() != self.ignore_index
        pixel_loss = pixel_loss[valid]
        if pixel_loss.numel() == 0:
            return logits.sum() * 0.0
        thr = -torch.log(torch.tensor(self.thresh, device=logits.device))
        sorted_loss, _ = pixel_loss.sort(descending=True)
        k = min(self.min_kept, sorted_loss.numel() - 1)
        if sorted_loss[k] > thr:
            keep = sorted_loss[sorted_loss > thr]
        else:
            keep = sorted_loss[: k + 1]
        return keep.mean()


class CEDice(nn.Module):
    def __init__(self, dice_weight=0.5, ignore_index=255):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(ignore_index=ignore_index)
        self.dice = DiceLoss(ignore_index=ignore_index)
        self.w = dice_weight

    def forward(self, logits, target):
        return self.ce(logits, target) + self.w * self.dice(logits, target)


def build_loss(cfg):
    name = cfg.get("name", "ce")
    ii = cfg.get("ignore_index", 255)
    if name == "ce":
        return nn.CrossEntropyLoss(ignore_index=ii)
    if name == "ohem":
        return OhemCrossEntropy(cfg.get("thresh", 0.7), cfg.get("min_kept", 10000), ii)
    if name == "ce_dice":
        return CEDice(cfg.get("dice_weight", 0.5), ii)
    raise ValueError(name)
