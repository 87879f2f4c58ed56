import torch.nn as nn

from textcls.losses.classification import FocalLoss, LabelSmoothingCE


def build_loss(cfg):
    if cfg["name"] == "ce":
        return nn.CrossEntropyLoss() if cfg["smoothing"] == 0 else LabelSmoothingCE(cfg["smoothing"])
    if cfg["name"] == "focal":
        return FocalLoss(cfg["gamma"])
    raise KeyError(cfg["name"])
