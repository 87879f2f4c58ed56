import math

from torch.optim.lr_scheduler import LambdaLR


def warmup_cosine(optimizer, warmup, total):
    def fn(step):
        if step < warmup:
            return (step + 1) / max(1, warmup)
        progress = (step - warmup) / max(1, total - warmup)
        return 0.5 * (1 + math.cos(math.pi * min(1.0, progress)))
    return LambdaLR(optimizer, fn)
