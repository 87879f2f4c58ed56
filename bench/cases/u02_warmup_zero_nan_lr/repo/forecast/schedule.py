import math

import torch


def warmup_cosine(base_lr, final_lr, total_iters, warmup_iters):
    """Per-iteration learning rates: linear warm-up to base_lr, then cosine decay to final_lr."""
    it = torch.arange(total_iters, dtype=torch.float64)
    warm = torch.clamp(it / warmup_iters, max=1.0)
    progress = torch.clamp((it - warmup_iters) / max(total_iters - warmup_iters, 1), 0.0, 1.0)
    cos = final_lr + 0.5 * (base_lr - final_lr) * (1 + torch.cos(math.pi * progress))
    return (warm * cos).tolist()
