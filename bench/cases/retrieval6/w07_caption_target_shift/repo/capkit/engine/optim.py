import torch


def build_optimizer(params, cfg):
    cfg = dict(cfg)
    kind = cfg.pop("type", "Adam")
    if kind == "Adam":
        return torch.optim.Adam(params, lr=cfg.get("lr", 1e-3),
                                weight_decay=cfg.get("weight_decay", 0.0))
    if kind == "SGD":
        return torch.optim.SGD(params, lr=cfg.get("lr", 0.1), momentum=cfg.get("momentum", 0.9),
                               weight_decay=cfg.get("weight_decay", 0.0))
    raise ValueError(f"unknown optimizer {kind!r}")


def build_scheduler(optimizer, cfg, total_steps):
    kind = (cfg or {}).get("type", "constant")
    if kind == "constant":
        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda _: 1.0)
    if kind == "cosine":
        return torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=max(total_steps, 1))
    if kind == "step":
        return torch.optim.lr_scheduler.StepLR(optimizer, step_size=cfg.get("step_size", 100),
                                               gamma=cfg.get("gamma", 0.5))
    raise ValueError(f"unknown scheduler {kind!r}")
