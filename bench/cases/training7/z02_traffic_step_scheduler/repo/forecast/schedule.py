import torch


def build_scheduler(cfg, optimizer, steps_per_epoch, epochs):
    """All schedulers returned here are stepped once per optimizer step."""
    name = cfg.get("name", "cosine")
    if name == "cosine":
        return torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=epochs * steps_per_epoch)
    if name == "step":
        return torch.optim.lr_scheduler.StepLR(optimizer, step_size=cfg["step_size"], gamma=cfg["gamma"])
    if name == "constant":
        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda _: 1.0)
    raise ValueError(f"unknown scheduler {name!r}")
