import math

import torch


def build_optimizer(cfg, params):
    cfg = dict(cfg)
    kind = cfg.pop("type", "adam").lower()
    lr = cfg.pop("lr", 1e-3)
    wd = cfg.pop("weight_decay", 0.0)
    if kind == "adam":
        return torch.optim.Adam(params, lr=lr, weight_decay=wd, **cfg)
    if kind == "adamw":
        return torch.optim.AdamW(params, lr=lr, weight_decay=wd, **cfg)
    if kind == "sgd":
        return torch.optim.SGD(params, lr=lr, weight_decay=wd, momentum=cfg.pop("momentum", 0.9), **cfg)
    raise ValueError(f"unknown optimizer {kind}")


def build_scheduler(cfg, optimizer, total_steps):
    if not cfg:
        return None
    kind = cfg.get("type", "none").lower()
    warmup = int(cfg.get("warmup_steps", 0))
    if kind == "none":
        return None
    if kind == "cosine":
        def fn(step):
            if step < warmup:
                return (step + 1) / max(warmup, 1)
            prog = (step - warmup) / max(total_steps - warmup, 1)
            return 0.5 * (1.0 + math.cos(math.pi * min(prog, 1.0)))
        return torch.optim.lr_scheduler.LambdaLR(optimizer, fn)
    if kind == "step":
        return torch.optim.lr_scheduler.StepLR(optimizer, step_size=cfg.get("step_size", 1000), gamma=cfg.get("gamma", 0.1))
    raise ValueError(f"unknown scheduler {kind}")
