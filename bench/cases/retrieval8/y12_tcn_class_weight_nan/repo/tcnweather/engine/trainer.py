"""Training loop."""

import torch

from tcnweather.engine.evaluation import evaluate
from tcnweather.utils.log import format_metrics, get_logger


def train_one_epoch(model, loader, criterion, optimizer, grad_clip=None):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = criterion(model(x), y)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if grad_clip:
            torch.nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
        optimizer.step()
        total += loss.item() * y.numel()
        n += y.numel()
    return total / max(n, 1)


def fit(model, train_loader, val_loader, criterion, train_cfg, num_classes):
    log = get_logger()
    optimizer = torch.optim.AdamW(model.parameters(), lr=train_cfg["lr"],
                                  weight_decay=train_cfg["weight_decay"])
    history = []
    for epoch in range(1, train_cfg["epochs"] + 1):
        train_loss = train_one_epoch(model, train_loader, criterion, optimizer, train_cfg.get("grad_clip"))
        metrics = {"train_loss": train_loss, **evaluate(model, val_loader, num_classes)}
        history.append(metrics)
        log.info(f"epoch {epoch}/{train_cfg['epochs']} | {format_metrics(metrics)}")
    return history
