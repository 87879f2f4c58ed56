"""Learning-rate schedules (multiplicative factors for LambdaLR)."""
import math

import torch


def inverse_sqrt(warmup_steps):
    warmup_steps = max(1, warmup_steps)

    def f(step):
        step = step + 1
        return min(step / warmup_steps, math.sqrt(warmup_steps / step))
    return f


def linear_warmup_cosine(warmup_steps, total_steps, floor=0.0):
    def f(step):
        if step < warmup_steps:
            return (step + 1) / max(1, warmup_steps)
        t = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        return floor + (1 - floor) * 0.5 * (1 + math.cos(math.pi * min(1.0, t)))
    return f


def build_scheduler(optimizer, kind, warmup_steps, total_steps=None):
    if kind == "inverse_sqrt":
        fn = inverse_sqrt(warmup_steps)
    elif kind == "cosine":
        fn = linear_warmup_cosine(warmup_steps, total_steps)
    elif kind == "constant":
        fn = lambda step: 1.0  # noqa: E731
    else:
        raise ValueError(kind)
    return torch.optim.lr_scheduler.LambdaLR(optimizer, fn)
