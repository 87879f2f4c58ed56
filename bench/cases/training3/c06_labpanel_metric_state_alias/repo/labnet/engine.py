import os
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .data import DIAGNOSES
from .metrics import MeanLoss, MetricCollection, MultilabelAUROC


def rss_mb():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


class Engine:
    def __init__(self, model, lr=1e-3, weight_decay=1e-5, batch_size=256):
        self.model = model
        self.batch_size = batch_size
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
        self.train_metrics = MetricCollection(loss=MeanLoss(), auroc=MultilabelAUROC(DIAGNOSES))
        self.val_metrics = MetricCollection(loss=MeanLoss(), auroc=MultilabelAUROC(DIAGNOSES))
        self.history = []

    def _run(self, loader, metrics, train):
        self.model.train(train)
        metrics.reset()
        with torch.set_grad_enabled(train):
            for x, y in loader:
                logits = self.model(x)
                loss = F.binary_cross_entropy_with_logits(logits, y)
                if train:
                    self.optimizer.zero_grad()
                    loss.backward()
                    self.optimizer.step()
                metrics.update(loss=(loss.item(), len(y)), auroc=(torch.sigmoid(logits), y))
        return metrics.compute()

    def fit(self, train_set, val_set, epochs):
        train_loader = DataLoader(train_set, batch_size=self.batch_size, shuffle=True, drop_last=True)
        val_loader = DataLoader(val_set, batch_size=2048)
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            tr = self._run(train_loader, self.train_metrics, train=True)
            va = self._run(val_loader, self.val_metrics, train=False)
            rec = {"epoch": epoch, "train_loss": tr["loss"], "train_auroc": tr["auroc"],
                   "val_loss": va["loss"], "val_auroc": va["auroc"], "rss_mb": rss_mb(), "secs": time.time() - t0}
            self.history.append(rec)
            print(f"epoch {epoch:3d}  loss {tr['loss']:.4f}/{va['loss']:.4f}  auroc {tr['auroc']:.4f}/{va['auroc']:.4f}"
                  f"  rss {rec['rss_mb']:.0f}MB  {rec['secs']:.1f}s", flush=True)
        return self.history
