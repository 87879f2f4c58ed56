"""Optimizer and LR schedule builders for depthnet."""
import math

import torch


def build_optimizer(params, cfg):
    name = str(cfg.get("name", "adamw")).lower()
    lr = float(cfg.get("lr", 1e-3))
    wd = float(cfg.get("weight_decay", 0.0))
    if name == "adamw":
        return torch.optim.AdamW(params, lr=lr, weight_decay=wd)
    if name == "adam":
        return torch.optim.Adam(params, lr=lr, weight_decay=wd)
    if name == "sgd":
        return torch.optim.SGD(params, lr=lr, momentum=float(cfg.get("momentum", 0.9)),
                               weight_decay=wd, nesterov=bool(cfg.get("nesterov", False)))
    raise ValueError(f"unknown optimizer {name}")


def build_scheduler(optimizer, cfg, total_steps):
    kind = str(cfg.get("scheduler", "cosine")).lower()
    warmup = int(cfg.get("warmup_steps", 0))

    def lr_lambda(step):
        if warmup and step < warmup:
            return (step + 1) / warmup
        if kind == "constant":
            return 1.0
        progress = (step - warmup) / max(1, total_steps - warmup)
        progress = min(max(progress, 0.0), 1.0)
        if kind == "linear":
            return 1.0 - progress
        return 0.5 * (1.0 + math.cos(math.pi * progress))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)
