import math

import torch
import torch.nn.functional as F

from .schedule import warmup_cosine


class Trainer:
    def __init__(self, model, optim_cfg, epochs, iters_per_epoch, log=print):
        self.model = model
        self.cfg = optim_cfg
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=optim_cfg["lr"],
                                           weight_decay=optim_cfg["weight_decay"])
        self.lrs = warmup_cosine(optim_cfg["lr"], optim_cfg["final_lr"], epochs * iters_per_epoch,
                                 optim_cfg["warmup_epochs"] * iters_per_epoch)
        self.step = 0
        self.log = log
        self._warned = False

    def _set_lr(self):
        lr = self.lrs[min(self.step, len(self.lrs) - 1)]
        for group in self.optimizer.param_groups:
            group["lr"] = lr
        return lr

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for x, y in loader:
            self._set_lr()
            loss = F.mse_loss(self.model(x), y)
            if not torch.isfinite(loss):
                if not self._warned:
                    self.log(f"warning: non-finite loss at step {self.step}, skipping batch")
                    self._warned = True
                self.step += 1
                total += loss.item() * len(x)
                n += len(x)
                continue
            self.optimizer.zero_grad()
            loss.backward()
            if self.cfg.get("grad_clip"):
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["grad_clip"])
            self.optimizer.step()
            self.step += 1
            total += loss.item() * len(x)
            n += len(x)
        return total / n

    @torch.no_grad()
    def evaluate(self, loader, scale=1.0):
        self.model.eval()
        se, ae, n = 0.0, 0.0, 0
        for x, y in loader:
            pred = self.model(x)
            se += F.mse_loss(pred, y, reduction="sum").item()
            ae += (pred - y).abs().sum().item()
            n += y.numel()
        return {"mse": se / n, "mae": ae / n * scale, "rmse": math.sqrt(se / n) * scale}
