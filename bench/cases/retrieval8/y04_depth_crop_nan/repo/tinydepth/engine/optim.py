import math

import torch


def build_optimizer(model, ocfg):
    name = ocfg.get("name", "adamw").lower()
    decay, no_decay = [], []
    for n, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim <= 1 else decay).append(p)
    groups = [
        {"params": decay, "weight_decay": ocfg.get("weight_decay", 0.0)},
        {"params": no_decay, "weight_decay": 0.0},
    ]
    if name == "adamw":
        return torch.optim.AdamW(groups, lr=ocfg.lr)
    if name == "sgd":
        return torch.optim.SGD(groups, lr=ocfg.lr, momentum=ocfg.get("momentum", 0.9))
    raise KeyError(f"unknown optimizer {name!r}")


def poly_factor(step, total, power=0.9):
    return (1.0 - min(step, total) / float(total)) ** power


def cosine_factor(step, total, floor=0.0):
    progress = min(step, total) / float(total)
    return floor + (1.0 - floor) * 0.5 * (1.0 + math.cos(math.pi * progress))


def step_factor(step, total, milestones=(0.6, 0.85), gamma=0.1):
    return gamma ** sum(step >= int(m * total) for m in milestones)


def linear_warmup(step, warmup_iters):
    if warmup_iters <= 0 or step >= warmup_iters:
        return 1.0
    return (step + 1) / float(warmup_iters)


_SCHEDULES = {"poly": poly_factor, "cosine": cosine_factor, "step": step_factor}


def build_scheduler(optimizer, ocfg, total_iters):
    fn = _SCHEDULES[ocfg.get("schedule", "poly")]
    warmup = int(ocfg.get("warmup_iters", 0))

    def lr_lambda(step):
        return linear_warmup(step, warmup) * fn(step, max(total_iters, 1))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)
