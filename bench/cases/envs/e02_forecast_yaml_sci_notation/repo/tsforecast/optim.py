import torch

OPTIMIZERS = {"adam": torch.optim.Adam, "adamw": torch.optim.AdamW, "sgd": torch.optim.SGD}


def build_optimizer(params, cfg):
    o = cfg["optim"]
    name = o.get("name", "adamw").lower()
    if name not in OPTIMIZERS:
        raise ValueError(f"unknown optimizer {name!r}, choose from {sorted(OPTIMIZERS)}")
    kwargs = {"lr": o["lr"], "weight_decay": o.get("weight_decay", 0.0)}
    if name == "sgd":
        kwargs["momentum"] = o.get("momentum", 0.9)
    return OPTIMIZERS[name](params, **kwargs)


def build_scheduler(optimizer, cfg):
    o = cfg["optim"]
    return torch.optim.lr_scheduler.StepLR(optimizer, step_size=int(o.get("step_size", 10)),
                                           gamma=float(o.get("gamma", 0.5)))
