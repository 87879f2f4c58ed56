"""Training loop."""
import os
import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .metrics import Accumulator


def build_optimizer(model, cfg_optim):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        (no_decay if p.ndim <= 1 else decay).append(p)
    groups = [{"params": decay, "weight_decay": cfg_optim["weight_decay"]},
              {"params": no_decay, "weight_decay": 0.0}]
    if cfg_optim["name"] == "adamw":
        return torch.optim.AdamW(groups, lr=cfg_optim["lr"])
    if cfg_optim["name"] == "sgd":
        return torch.optim.SGD(groups, lr=cfg_optim["lr"], momentum=0.9, nesterov=True)
    raise ValueError(f"unknown optimizer {cfg_optim['name']!r}")


class Trainer:
    def __init__(self, model, cfg, log=print):
        self.model = model
        self.cfg = cfg
        self.log = log
        self.opt = build_optimizer(model, cfg.optim)
        self.step = 0

    def _backward_and_step(self, loss):
        self.opt.zero_grad(set_to_none=True)
        loss.backward()
        grad_norm = None
        if self.cfg.optim.get("grad_clip") is not None:
            grad_norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(),
                                                       self.cfg.optim.grad_clip)
        self.opt.step()
        return grad_norm

    def train_epoch(self, loader):
        self.model.train()
        acc = Accumulator()
        for x, y in loader:
            logits = self.model(x)
            loss = F.cross_entropy(logits, y, label_smoothing=self.cfg.optim.label_smoothing)
            grad_norm = self._backward_and_step(loss)
            acc.update(loss.item(), logits.detach(), y)
            if self.cfg.trainer.log_every and self.step % self.cfg.trainer.log_every == 0:
                gn = f"  grad_norm {float(grad_norm):.3f}" if grad_norm is not None else ""
                self.log(f"  step {self.step:6d}  loss {loss.item():.4f}{gn}")
            self.step += 1
        return acc

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        acc = Accumulator()
        for x, y in loader:
            logits = self.model(x)
            acc.update(F.cross_entropy(logits, y).item(), logits, y)
        return acc

    def fit(self, train_ds, val_ds):
        tc = self.cfg.trainer
        train_loader = DataLoader(train_ds, batch_size=tc.batch_size, shuffle=True)
        val_loader = DataLoader(val_ds, batch_size=512)
        history, best = [], -1.0
        for epoch in range(1, tc.epochs + 1):
            t0 = time.time()
            tr = self.train_epoch(train_loader)
            va = self.evaluate(val_loader)
            row = {"epoch": epoch, "train_loss": tr.mean_loss, "train_acc": tr.acc,
                   "val_loss": va.mean_loss, "val_acc": va.acc}
            history.append(row)
            self.log(f"epoch {epoch:3d} | train_loss {tr.mean_loss:.4f} acc {tr.acc:.3f} | "
                     f"val_loss {va.mean_loss:.4f} val_acc {va.acc:.3f} | {time.time() - t0:.0f}s")
            if tc.get("checkpoint") and va.acc > best:
                best = va.acc
                os.makedirs(os.path.dirname(tc.checkpoint) or ".", exist_ok=True)
                torch.save(self.model.state_dict(), tc.checkpoint)
        return history
