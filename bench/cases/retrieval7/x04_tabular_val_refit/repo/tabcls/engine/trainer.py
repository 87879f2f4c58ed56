"""Training / evaluation loops."""
import torch
from torch.utils.data import DataLoader

from ..data.dataset import collate_rows
from ..losses import build_loss
from ..metrics import accuracy, balanced_accuracy, log_loss
from ..schedulers import build_scheduler
from ..utils.logging import format_metrics, get_logger


def train_one_epoch(model, loader, criterion, optimizer):
    model.train()
    total, n = 0.0, 0
    for x_cat, x_num, y in loader:
        optimizer.zero_grad()
        loss = criterion(model(x_cat, x_num), y)
        loss.backward()
        optimizer.step()
        total += loss.item() * y.shape[0]
        n += y.shape[0]
    return total / max(n, 1)


@torch.no_grad()
def evaluate(model, loader, n_classes):
    model.eval()
    logits, ys = [], []
    for x_cat, x_num, y in loader:
        logits.append(model(x_cat, x_num))
        ys.append(y)
    logits, ys = torch.cat(logits), torch.cat(ys)
    return {"loss": log_loss(logits, ys), "acc": accuracy(logits, ys),
            "bacc": balanced_accuracy(logits, ys, n_classes)}


def fit(model, datasets, cfg, n_classes):
    tcfg = cfg["train"]
    log = get_logger()
    g = torch.Generator().manual_seed(cfg["seed"])
    train_loader = DataLoader(datasets["train"], batch_size=tcfg["batch_size"], shuffle=True,
                              collate_fn=collate_rows, generator=g, drop_last=True)
    eval_loaders = {name: DataLoader(ds, batch_size=512, collate_fn=collate_rows)
                    for name, ds in datasets.items()}
    criterion = build_loss(tcfg)
    optimizer = torch.optim.AdamW(model.parameters(), lr=tcfg["lr"],
                                  weight_decay=tcfg["weight_decay"])
    scheduler = build_scheduler(optimizer, tcfg)
    history = []
    for epoch in range(1, tcfg["epochs"] + 1):
        train_one_epoch(model, train_loader, criterion, optimizer)
        scheduler.step()
        metrics = {}
        for name, loader in eval_loaders.items():
            for k, v in evaluate(model, loader, n_classes).items():
                metrics[f"{name}_{k}"] = v
        history.append(metrics)
        if epoch % tcfg.get("log_every", 1) == 0 or epoch == tcfg["epochs"]:
            log.info(format_metrics(epoch, metrics))
    return history
