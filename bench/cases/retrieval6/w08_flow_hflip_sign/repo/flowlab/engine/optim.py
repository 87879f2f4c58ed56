import torch


def build_optimizer(model, cfg):
    kind = cfg.get("type", "AdamW")
    if kind == "AdamW":
        return torch.optim.AdamW(model.parameters(), lr=cfg.get("lr", 1e-3),
                                 weight_decay=cfg.get("weight_decay", 1e-4))
    if kind == "Adam":
        return torch.optim.Adam(model.parameters(), lr=cfg.get("lr", 1e-3))
    raise ValueError(f"unknown optimizer {kind!r}")


def build_lr_scheduler(optimizer, cfg, total_steps):
    kind = cfg.get("type", "onecycle") if cfg else "constant"
    if kind == "onecycle":
        return torch.optim.lr_scheduler.OneCycleLR(
            optimizer, max_lr=optimizer.param_groups[0]["lr"], total_steps=total_steps,
            pct_start=cfg.get("pct_start", 0.1), anneal_strategy="linear")
    if kind == "constant":
        return torch.optim.lr_scheduler.LambdaLR(optimizer, lambda _: 1.0)
    raise ValueError(f"unknown scheduler {kind!r}")
