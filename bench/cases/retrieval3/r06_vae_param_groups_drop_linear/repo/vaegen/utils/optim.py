import math

import torch


def param_groups(model, weight_decay):
    """Two groups: weights with decay, biases and norm parameters without."""
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if p.ndim <= 1 or name.endswith(".bias"):
            no_decay.append(p)
        elif p.ndim > 2:
            decay.append(p)
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]


def build_optimizer(model, cfg):
    groups = param_groups(model, cfg["weight_decay"])
    if cfg["name"] == "adamw":
        return torch.optim.AdamW(groups, lr=cfg["lr"])
    if cfg["name"] == "adam":
        return torch.optim.Adam(groups, lr=cfg["lr"])
    if cfg["name"] == "sgd":
        return torch.optim.SGD(groups, lr=cfg["lr"], momentum=0.9, nesterov=True)
    raise KeyError(cfg["name"])


def build_scheduler(optimizer, cfg, steps_per_epoch):
    total = cfg["epochs"] * steps_per_epoch
    if cfg["scheduler"] == "cosine":
        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: 0.5 * (1 + math.cos(math.pi * min(s, total) / total)))
    if cfg["scheduler"] == "none":
        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda s: 1.0)
    raise KeyError(cfg["scheduler"])
