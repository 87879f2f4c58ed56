"""Optimizer / schedule construction shared by all training scripts."""
import math

import torch

NO_DECAY_KEYWORDS = ("bias", "norm")


def _no_decay(name):
    return any(k in name for k in NO_DECAY_KEYWORDS)


def build_optimizer(model, lr, weight_decay):
    """AdamW with the usual split: no weight decay on biases and normalization parameters."""
    params = model.named_parameters()
    no_decay = [p for n, p in params if p.requires_grad and _no_decay(n)]
    decay = [p for n, p in params if p.requires_grad and not _no_decay(n)]
    groups = [
        {"params": decay, "weight_decay": weight_decay},
        {"params": no_decay, "weight_decay": 0.0},
    ]
    return torch.optim.AdamW(groups, lr=lr)


def build_scheduler(optimizer, warmup_steps, total_steps):
    """Linear warmup then cosine decay to 10% of the peak lr (stepped once per batch)."""

    def factor(step):
        if step < warmup_steps:
            return (step + 1) / warmup_steps
        progress = min(1.0, (step - warmup_steps) / max(1, total_steps - warmup_steps))
        return 0.1 + 0.9 * 0.5 * (1.0 + math.cos(math.pi * progress))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
