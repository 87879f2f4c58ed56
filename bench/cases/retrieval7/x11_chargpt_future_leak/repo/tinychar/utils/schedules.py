"""Learning-rate schedules: f(step) -> lr."""
import math


def constant(step, base_lr, warmup_steps=0, total_steps=None):
    return base_lr


def warmup_linear(step, base_lr, warmup_steps, total_steps, min_ratio=0.0):
    if step < warmup_steps:
        return base_lr * (step + 1) / warmup_steps
    frac = (step - warmup_steps) / max(1, total_steps - warmup_steps)
    return base_lr * max(min_ratio, 1.0 - frac)


def warmup_cosine(step, base_lr, warmup_steps, total_steps, min_ratio=0.1):
    if step < warmup_steps:
        return base_lr * (step + 1) / warmup_steps
    frac = min(1.0, (step - warmup_steps) / max(1, total_steps - warmup_steps))
    coeff = 0.5 * (1.0 + math.cos(math.pi * frac))
    return base_lr * (min_ratio + (1.0 - min_ratio) * coeff)
