import torch


def build_optimizer(cfg, model):
    o = cfg["optim"]
    if o["name"] == "adam":
        return torch.optim.Adam(model.parameters(), lr=o["lr"], weight_decay=o["weight_decay"])
    if o["name"] == "sgd":
        return torch.optim.SGD(model.parameters(), lr=o["lr"], momentum=0.9,
                               weight_decay=o["weight_decay"])
    raise ValueError(f"unknown optimizer {o['name']!r}")


def build_scheduler(cfg, optimizer):
    """Step decay: lr is multiplied by gamma every `step_epochs` epochs."""
    s = cfg["optim"].get("schedule")
    if not s:
        return None
    return torch.optim.lr_scheduler.StepLR(optimizer, step_size=s["step_epochs"], gamma=s["gamma"])
