import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .metrics import TagMetrics


def train_one_epoch(model, loader, opt, n_tags, log_every=0, log=print):
    model.train()
    metrics = TagMetrics(n_tags)
    total, n = 0.0, 0
    for step, (x, y) in enumerate(loader):
        logits = model(x)
        loss = F.binary_cross_entropy_with_logits(logits, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        metrics.update(logits, y)
        total += loss.item() * len(y)
        n += len(y)
        if log_every and step % log_every == 0:
            log(f"  step {step:5d}  bce {loss.item():.4f}")
    return total / n, metrics.compute()


@torch.no_grad()
def evaluate(model, loader, n_tags):
    model.eval()
    metrics = TagMetrics(n_tags)
    total, n = 0.0, 0
    for x, y in loader:
        logits = model(x)
        total += F.binary_cross_entropy_with_logits(logits, y).item() * len(y)
        n += len(y)
        metrics.update(logits, y)
    return total / n, metrics.compute()


def fit(model, train_ds, val_ds, cfg, n_tags, log=print, on_epoch_end=None):
    train_loader = DataLoader(train_ds, batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(val_ds, batch_size=1024)
    opt = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    history = []
    for epoch in range(1, cfg["epochs"] + 1):
        t0 = time.time()
        tr_loss, tr_m = train_one_epoch(model, train_loader, opt, n_tags, cfg.get("log_every", 0), log)
        va_loss, va_m = evaluate(model, val_loader, n_tags)
        row = {"epoch": epoch, "train_bce": tr_loss, "train_roc_auc": tr_m["roc_auc"],
               "val_bce": va_loss, "val_roc_auc": va_m["roc_auc"], "val_pr_auc": va_m["pr_auc"],
               "seconds": time.time() - t0}
        history.append(row)
        if on_epoch_end:
            on_epoch_end(row)
        if log:
            log(f"epoch {epoch:3d}  train_bce {tr_loss:.4f} roc_auc {tr_m['roc_auc']:.4f}  "
                f"val_bce {va_loss:.4f} roc_auc {va_m['roc_auc']:.4f} pr_auc {va_m['pr_auc']:.4f}  "
                f"({row['seconds']:.0f}s)")
    return history
