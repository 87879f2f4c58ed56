import math


def cosine_with_warmup(step, lr, min_lr, warmup, max_steps):
    if warmup > 0 and step < warmup:
        return lr * (step + 1) / warmup
    if step >= max_steps:
        return min_lr
    progress = (step - warmup) / max(1, max_steps - warmup)
    return min_lr + 0.5 * (lr - min_lr) * (1 + math.cos(math.pi * progress))
