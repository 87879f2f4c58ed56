import torch
from torch.utils.data import DataLoader, TensorDataset

from ..metrics import regression_report
from .callbacks import build_callbacks


def build_optimizer(model, ocfg):
    if ocfg.get("name", "adamw") == "adamw":
        return torch.optim.AdamW(model.parameters(), lr=ocfg["lr"], weight_decay=ocfg.get("weight_decay", 0.0))
    if ocfg["name"] == "sgd":
        return torch.optim.SGD(model.parameters(), lr=ocfg["lr"], momentum=0.9)
    raise ValueError(ocfg["name"])


@torch.no_grad()
def predict(model, X, batch_size=1024):
    model.eval()
    return torch.cat([model(X[i:i + batch_size]) for i in range(0, len(X), batch_size)])


def fit(model, train, val, cfg, log=print):
    """train/val: (X, y) tensors. Returns the history list (one dict per epoch)."""
    torch.manual_seed(cfg["train"].get("seed", 0))
    opt = build_optimizer(model, cfg["optim"])
    callbacks = build_callbacks(cfg.get("callbacks", {}), opt, log)
    loader = DataLoader(TensorDataset(*train), batch_size=cfg["train"]["batch_size"], shuffle=True)
    history = []
    for epoch in range(cfg["train"]["epochs"]):
        model.train()
        total, n = 0.0, 0
        for xb, yb in loader:
            loss = torch.nn.functional.mse_loss(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(xb)
            n += len(xb)
        pred = predict(model, val[0])
        metrics = {"epoch": epoch, "train_loss": total / n,
                   "val_loss": torch.nn.functional.mse_loss(pred, val[1]).item(),
                   **{f"val_{k}": v for k, v in regression_report(pred, val[1]).items()}}
        history.append(metrics)
        log(f"epoch {epoch:3d} | train_loss {metrics['train_loss']:.4f} | val_loss {metrics['val_loss']:.4f}"
            f" | val_r2 {metrics['val_r2']:.4f}")
        if "checkpoint" in callbacks:
            callbacks["checkpoint"](epoch, metrics, model)
        if "reduce_lr" in callbacks:
            callbacks["reduce_lr"](epoch, metrics)
        if "early_stopping" in callbacks and callbacks["early_stopping"](epoch, metrics):
            break
    if "checkpoint" in callbacks:
        callbacks["checkpoint"].restore(model)
    return history


def evaluate_model(model, data, preprocessor=None):
    """Metrics on (X, y); with a preprocessor the target is mapped back to its original scale."""
    X, y = data
    pred = predict(model, X)
    if preprocessor is not None:
        pred, y = preprocessor.inverse_target(pred), preprocessor.inverse_target(y)
    return regression_report(pred, y)


def freeze_batchnorm(model):
    """Put BatchNorm layers in eval mode (useful when fine-tuning on very small tables)."""
    for m in model.modules():
        if isinstance(m, torch.nn.BatchNorm1d):
            m.eval()
            for p in m.parameters():
                p.requires_grad_(False)
    return model
