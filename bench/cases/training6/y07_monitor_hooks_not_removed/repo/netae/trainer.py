import os
import time

import torch
import torch.nn.functional as F

from .monitor import ActivationMonitor
from .scoring import auroc, reconstruction_error


def _rss_mb():
    try:
        with open(f"/proc/{os.getpid()}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


class Trainer:
    def __init__(self, model, lr=1e-3, batch_size=512, monitor_layers=(), log=print):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.batch_size = batch_size
        self.monitor = ActivationMonitor(model, list(monitor_layers)) if monitor_layers else None
        self.log = log

    def train_epoch(self, x, generator):
        self.model.train()
        perm = torch.randperm(len(x), generator=generator)
        total = 0.0
        for i in range(0, len(x), self.batch_size):
            xb = x[perm[i:i + self.batch_size]]
            loss = F.mse_loss(self.model(xb), xb)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total += loss.item() * len(xb)
        return total / len(x)

    def validate(self, x, labels):
        if self.monitor:
            self.monitor.start()
        err = reconstruction_error(self.model, x)
        stats = self.monitor.stop() if self.monitor else {}
        normal = labels == 0
        return {"val_mse": err[normal].mean().item(), "val_auroc": auroc(err, labels), "act": stats}

    def fit(self, train, val, epochs=50, seed=0):
        (x_tr, _), (x_va, y_va) = train, val
        g = torch.Generator().manual_seed(seed)
        history = []
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            train_mse = self.train_epoch(x_tr, g)
            v = self.validate(x_va, y_va)
            row = {"epoch": epoch, "train_mse": train_mse, **v, "rss_mb": _rss_mb(),
                   "seconds": time.time() - t0}
            history.append(row)
            if self.log:
                dead = " ".join(f"{k}:{s['dead_frac']:.2f}" for k, s in v["act"].items())
                self.log(f"epoch {epoch:3d}  train_mse {train_mse:.4f}  val_mse {v['val_mse']:.4f}  "
                         f"val_auroc {v['val_auroc']:.4f}  dead[{dead}]  rss {row['rss_mb']:.0f} MB  "
                         f"({row['seconds']:.1f}s)")
        return history
