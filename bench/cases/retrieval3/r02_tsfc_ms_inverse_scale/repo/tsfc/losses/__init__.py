import torch.nn as nn

from tsfc.losses.point import HuberLoss, MAELoss, MSELoss
from tsfc.losses.quantile import QuantileLoss


def build_loss(cfg):
    name = cfg["name"]
    if name == "mse":
        return MSELoss()
    if name == "mae":
        return MAELoss()
    if name == "huber":
        return HuberLoss(cfg["delta"])
    if name == "quantile":
        return QuantileLoss(cfg["quantiles"])
    raise KeyError(name)
