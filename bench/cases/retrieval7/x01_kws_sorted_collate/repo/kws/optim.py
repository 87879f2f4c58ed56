import math

import torch


def build_optimizer(cfg, params):
    o = cfg["optim"]
    if o["name"] == "adam":
        return torch.optim.Adam(params, lr=o["lr"], weight_decay=o["weight_decay"])
    if o["name"] == "sgd":
        return torch.optim.SGD(params, lr=o["lr"], momentum=0.9,
                               weight_decay=o["weight_decay"])
    raise ValueError(o["name"])


def cosine_factor(epoch, total, warmup=0):
    if epoch < warmup:
        return (epoch + 1) / warmup
    progress = (epoch - warmup) / max(1, total - warmup)
    return 0.5 * (1.0 + math.cos(math.pi * progress))


def step_factor(epoch, step_size=10, gamma=0.1):
    return gamma ** (epoch // step_size)


def constant_factor(epoch, warmup=0):
    return min(1.0, (epoch + 1) / warmup) if warmup > 0 else 1.0


def build_scheduler(cfg, optimizer):
    o, total = cfg["optim"], cfg["train"]["epochs"]
    if o["schedule"] == "cosine":
        fn = lambda e: cosine_factor(e, total, o["warmup_epochs"])
    elif o["schedule"] == "step":
        fn = lambda e: step_factor(e, o.get("step_size", 10), o.get("gamma", 0.1))
    elif o["schedule"] == "constant":
        fn = lambda e: constant_factor(e, o["warmup_epochs"])
    else:
        raise ValueError(o["schedule"])
    return torch.optim.lr_scheduler.LambdaLR(optimizer, fn)
