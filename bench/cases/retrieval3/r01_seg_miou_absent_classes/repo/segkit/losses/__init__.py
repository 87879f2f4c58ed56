import torch.nn as nn

from segkit.losses.ce import OhemCrossEntropy
from segkit.losses.dice import DiceLoss


class CEDiceLoss(nn.Module):
    def __init__(self, ignore_index=255, dice_weight=0.5):
        super().__init__()
        self.ce = nn.CrossEntropyLoss(ignore_index=ignore_index)
        self.dice = DiceLoss(ignore_index=ignore_index)
        self.dice_weight = dice_weight

    def forward(self, logits, target):
        return self.ce(logits, target) + self.dice_weight * self.dice(logits, target)


def build_loss(cfg, ignore_index=255):
    name = cfg["name"]
    if name == "ce":
        return nn.CrossEntropyLoss(ignore_index=ignore_index)
    if name == "ohem":
        return OhemCrossEntropy(ignore_index, cfg["ohem_thresh"], cfg["ohem_min_kept"])
    if name == "dice":
        return DiceLoss(ignore_index=ignore_index)
    if name == "ce_dice":
        return CEDiceLoss(ignore_index, cfg["dice_weight"])
    raise KeyError(name)
