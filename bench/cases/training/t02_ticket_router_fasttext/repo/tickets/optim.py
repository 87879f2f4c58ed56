import math

import torch


def scaled_lr(base_lr, batch_size, base_batch_size=256):
    """Linear scaling rule (Goyal et al., 2017): the learning rate in the config is the one
    for `base_batch_size`; other batch sizes scale it proportionally."""
    return base_lr * (batch_size // base_batch_size)


def build_optimizer(model, cfg):
    lr = scaled_lr(cfg["lr"], cfg["batch_size"], cfg.get("base_batch_size", 256))
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if name.endswith("bias") or "embed" in name else decay).append(p)
    groups = [{"params": decay, "weight_decay": cfg.get("weight_decay", 0.0)},
              {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.SGD(groups, lr=lr, momentum=cfg.get("momentum", 0.9), nesterov=True)


def build_scheduler(optimizer, cfg, steps_per_epoch):
    total = cfg["epochs"] * steps_per_epoch
    warmup = int(cfg.get("warmup_frac", 0.05) * total)

    def factor(step):
        if step < warmup:
            return (step + 1) / warmup
        return 0.5 * (1.0 + math.cos(math.pi * (step - warmup) / max(1, total - warmup)))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, factor)
