import random

import torch


class AverageMeter:
    def __init__(self):
        self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.sum += float(val) * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def poly_lr(optimizer, base_lr, it, max_it, power=0.9):
    lr = base_lr * (1 - it / max_it) ** power
    for g in optimizer.param_groups:
        g["lr"] = lr
    return lr


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)
