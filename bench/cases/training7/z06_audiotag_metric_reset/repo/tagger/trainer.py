import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .metrics import MultilabelAUROC


class Trainer:
    def __init__(self, model, train_ds, val_ds, batch_size=128, lr=1e-3, log=print):
        self.model = model
        self.train_dl = DataLoader(train_ds, batch_size=batch_size, shuffle=True, drop_last=True)
        self.val_dl = DataLoader(val_ds, batch_size=512)
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.train_metric = MultilabelAUROC()
        self.val_metric = MultilabelAUROC()
        self.log = log
        self.history = []

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        for x, y in self.train_dl:
            logits = self.model(x)
            loss = F.binary_cross_entropy_with_logits(logits, y)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            self.train_metric.update(logits, y)
            total += loss.item() * len(y)
            n += len(y)
        return total / n, self.train_metric.compute()

    @torch.no_grad()
    def validate(self):
        self.model.eval()
        self.val_metric.reset()
        for x, y in self.val_dl:
            self.val_metric.update(self.model(x), y)
        return self.val_metric.compute()

    def fit(self, epochs, on_epoch_end=None):
        for epoch in range(1, epochs + 1):
            t0 = time.perf_counter()
            loss, train_auc = self.train_epoch()
            val_auc = self.validate()
            rec = {"epoch": epoch, "loss": loss, "train_auroc": train_auc, "val_auroc": val_auc,
                   "time_s": time.perf_counter() - t0}
            self.history.append(rec)
            self.log(f"epoch {epoch:3d} | loss {loss:.4f} | train_mAUROC {train_auc:.3f} "
                     f"| val_mAUROC {val_auc:.3f} | {rec['time_s']:.1f}s")
            if on_epoch_end is not None:
                on_epoch_end(self, rec)
        return self.history
