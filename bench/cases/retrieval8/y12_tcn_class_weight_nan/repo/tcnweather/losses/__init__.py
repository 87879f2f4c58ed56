"""Criterion construction."""

import torch
import torch.nn as nn

from tcnweather.losses.focal import FocalLoss
from tcnweather.losses.weighting import (effective_number_weights, inverse_frequency_weights,
                                          inverse_sqrt_frequency_weights)

_WEIGHTING = {
    "inverse": inverse_frequency_weights,
    "inverse_sqrt": inverse_sqrt_frequency_weights,
    "effective": effective_number_weights,
}


def class_weights_for(scheme, labels, num_classes):
    if scheme in (None, "none"):
        return None
    if scheme not in _WEIGHTING:
        raise ValueError(f"unknown class_weighting {scheme!r}")
    return torch.as_tensor(_WEIGHTING[scheme](labels, num_classes), dtype=torch.float32)


def build_criterion(loss_cfg, train_labels, num_classes):
    weight = class_weights_for(loss_cfg.get("class_weighting"), train_labels, num_classes)
    if loss_cfg["name"] == "cross_entropy":
        return nn.CrossEntropyLoss(weight=weight)
    if loss_cfg["name"] == "focal":
        return FocalLoss(gamma=loss_cfg.get("focal_gamma", 2.0), weight=weight)
    raise ValueError(f"unknown loss {loss_cfg['name']!r}")


__all__ = ["FocalLoss", "build_criterion", "class_weights_for", "effective_number_weights",
           "inverse_frequency_weights", "inverse_sqrt_frequency_weights"]
