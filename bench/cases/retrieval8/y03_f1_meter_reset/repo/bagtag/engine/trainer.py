"""Training loop."""
import torch

from ..losses import build_loss
from ..utils.logging import get_logger
from ..utils.seed import seed_everything
from .evaluator import Evaluator

log = get_logger("bagtag")


def train_epoch(model, loader, loss_fn, optimizer):
    model.train()
    total, n = 0.0, 0
    for batch in loader:
        logits = model(batch)
        loss = loss_fn(logits, batch["targets"])
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        total += loss.item() * batch["targets"].shape[0]
        n += batch["targets"].shape[0]
    return total / n


def train(model, train_loader, val_loader, cfg, test_loader=None):
    """Fit ``model``; returns (thresholds, final metrics dict)."""
    seed_everything(cfg["seed"])
    t, e = cfg["train"], cfg["eval"]
    loss_fn = build_loss(cfg)
    optimizer = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    evaluator = Evaluator(model, cfg["data"]["n_labels"], loss_fn)
    thresholds = e.get("threshold", 0.5)
    for epoch in range(1, t["epochs"] + 1):
        loss = train_epoch(model, train_loader, loss_fn, optimizer)
        if e.get("tune_thresholds", False):
            thresholds = evaluator.tune(val_loader)
        val = evaluator.evaluate(val_loader, thresholds)
        log.info(
            f"epoch {epoch} train_loss={loss:.4f} val_loss={val['loss']:.4f} "
            f"val_micro_f1={val['micro_f1']:.4f} val_macro_f1={val['macro_f1']:.4f}"
        )
    final = evaluator.evaluate(test_loader if test_loader is not None else val_loader, thresholds)
    log.info(f"test micro_f1={final['micro_f1']:.4f} macro_f1={final['macro_f1']:.4f} "
             f"n={final['n_samples']}")
    return thresholds, final
