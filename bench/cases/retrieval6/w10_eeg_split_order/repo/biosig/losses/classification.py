import torch
from torch import nn


def class_weights_from_labels(labels, num_classes):
    counts = torch.bincount(labels, minlength=num_classes).float()
    w = counts.sum() / (num_classes * counts.clamp(min=1))
    return w


def build_criterion(cfg, train_labels=None, num_classes=3):
    weight = None
    if cfg.get("class_weighted", False) and train_labels is not None:
        weight = class_weights_from_labels(train_labels, num_classes)
    return nn.CrossEntropyLoss(weight=weight, label_smoothing=cfg.get("label_smoothing", 0.0))
