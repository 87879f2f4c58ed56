import math

import torch


def warmup_cosine(step, total, warmup):
    if warmup > 0 and step < warmup:
        return (step + 1) / warmup
    progress = min(1.0, (step - warmup) / max(1, total - warmup))
    return 0.5 * (1 + math.cos(math.pi * progress))


def warmup_linear(step, total, warmup):
    if warmup > 0 and step < warmup:
        return (step + 1) / warmup
    return max(0.0, (total - step) / max(1, total - warmup))


def warmup_constant(step, total, warmup):
    return min(1.0, (step + 1) / warmup) if warmup > 0 else 1.0


SCHEDULES = {"cosine": warmup_cosine, "linear": warmup_linear, "constant": warmup_constant}


def build_optimizer(cfg, model, total_steps):
    o = cfg["optim"]
    opt = torch.optim.AdamW(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
    fn = SCHEDULES[o["schedule"]]
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: fn(s, total_steps, o["warmup_steps"]))
    return opt, sched
