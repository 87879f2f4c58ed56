import torch


def param_groups_weight_decay(model, weight_decay, skip_list=()):
    """No weight decay for biases and norm parameters (1-d tensors)."""
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        if p.ndim <= 1 or name.endswith(".bias") or name in skip_list:
            no_decay.append(p)
        else:
            decay.append(p)
    return [{"params": no_decay, "weight_decay": 0.0},
            {"params": decay, "weight_decay": weight_decay}]


def build_optimizer(model, ocfg):
    name = ocfg.get("name", "sgd").lower()
    groups = param_groups_weight_decay(model, ocfg.get("weight_decay", 0.0))
    lr = ocfg["lr"]
    if name == "sgd":
        return torch.optim.SGD(groups, lr=lr, momentum=ocfg.get("momentum", 0.9),
                               nesterov=ocfg.get("nesterov", False))
    if name == "adamw":
        return torch.optim.AdamW(groups, lr=lr, betas=tuple(ocfg.get("betas", (0.9, 0.999))))
    if name == "adam":
        return torch.optim.Adam(groups, lr=lr)
    if name == "rmsprop":
        return torch.optim.RMSprop(groups, lr=lr, momentum=ocfg.get("momentum", 0.0))
    raise ValueError(f"unknown optimizer {name}")
