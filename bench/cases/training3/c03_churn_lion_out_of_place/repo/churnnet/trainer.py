import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .metrics import auroc
from .optim import build_optimizer

DEFAULTS = {
    "optimizer": "lion",
    "lr": 3e-4,
    "weight_decay": 0.3,
    "batch_size": 256,
    "epochs": 50,
    "patience": 8,
    "log_every": 1,
}


class Trainer:
    def __init__(self, model, cfg=None):
        self.cfg = {**DEFAULTS, **(cfg or {})}
        self.model = model
        self.optimizer = build_optimizer(model, self.cfg)
        self.history = []

    def _epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for num, cat, y in loader:
            loss = F.binary_cross_entropy_with_logits(self.model(num, cat), y)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            n += len(y)
        return total / n

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        scores, labels = [], []
        for num, cat, y in loader:
            scores.append(self.model(num, cat))
            labels.append(y)
        s, l = torch.cat(scores), torch.cat(labels)
        return F.binary_cross_entropy_with_logits(s, l).item(), auroc(s, l)

    def fit(self, train_set, val_set):
        cfg = self.cfg
        train_loader = DataLoader(train_set, batch_size=cfg["batch_size"], shuffle=True)
        val_loader = DataLoader(val_set, batch_size=2048)
        best, bad = float("inf"), 0
        for epoch in range(1, cfg["epochs"] + 1):
            t0 = time.time()
            tr = self._epoch(train_loader)
            va_loss, va_auc = self.evaluate(val_loader)
            self.history.append({"epoch": epoch, "train_loss": tr, "val_loss": va_loss, "val_auroc": va_auc})
            if epoch % cfg["log_every"] == 0:
                print(f"[{epoch:03d}] train {tr:.4f} | val {va_loss:.4f} auroc {va_auc:.4f} | {time.time() - t0:.1f}s",
                      flush=True)
            if va_loss < best - 1e-4:
                best, bad = va_loss, 0
            else:
                bad += 1
                if bad >= cfg["patience"]:
                    print(f"early stopping at epoch {epoch}")
                    break
        return self.history
