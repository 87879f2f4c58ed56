import math

import torch


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim <= 1 else decay).append(p)   # no decay on BN / bias
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]


def build_optimizer(model, ocfg):
    groups = param_groups(model, ocfg.weight_decay)
    if ocfg.name == "adamw":
        return torch.optim.AdamW(groups, lr=ocfg.lr)
    if ocfg.name == "sgd":
        return torch.optim.SGD(groups, lr=ocfg.lr, momentum=0.9, nesterov=True)
    raise ValueError(ocfg.name)


def build_scheduler(optimizer, ocfg, steps_per_epoch):
    total = ocfg.epochs * steps_per_epoch
    warmup = ocfg.warmup_epochs * steps_per_epoch

    def lr_lambda(step):
        if warmup > 0 and step < warmup:
            return (step + 1) / warmup
        progress = (step - warmup) / max(1, total - warmup)
        return 0.5 * (1.0 + math.cos(math.pi * min(1.0, progress)))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)
