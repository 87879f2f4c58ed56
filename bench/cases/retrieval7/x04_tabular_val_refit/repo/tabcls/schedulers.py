"""Learning-rate schedules (per-epoch multipliers)."""
import math

from torch.optim.lr_scheduler import LambdaLR


def cosine_factor(epoch, total, min_factor=0.0):
    t = min(epoch, total) / max(total, 1)
    return min_factor + (1.0 - min_factor) * 0.5 * (1.0 + math.cos(math.pi * t))


def step_factor(epoch, step_size=10, gamma=0.1):
    return gamma ** (epoch // step_size)


def warmup_factor(epoch, warmup=2):
    return min(1.0, (epoch + 1) / max(warmup, 1))


def build_scheduler(optimizer, train_cfg):
    name = train_cfg.get("scheduler", "cosine")
    total = train_cfg["epochs"]
    if name == "cosine":
        return LambdaLR(optimizer, lambda e: cosine_factor(e, total))
    if name == "step":
        return LambdaLR(optimizer, lambda e: step_factor(e, train_cfg.get("step_size", 10)))
    if name == "warmup":
        return LambdaLR(optimizer, lambda e: warmup_factor(e, train_cfg.get("warmup", 2)))
    return LambdaLR(optimizer, lambda e: 1.0)
