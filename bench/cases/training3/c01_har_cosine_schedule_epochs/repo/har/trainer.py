import time

import torch
import torch.nn as nn
from torch.utils.data import DataLoader

from .data import IMUWindows
from .model import HARNet
from .schedules import WarmupCosine


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        torch.manual_seed(cfg.seed)
        self.train_set = IMUWindows(cfg.n_train, cfg.window, cfg.channels, cfg.n_classes, cfg.noise, seed=cfg.seed)
        self.val_set = IMUWindows(cfg.n_val, cfg.window, cfg.channels, cfg.n_classes, cfg.noise, seed=cfg.seed + 1)
        self.train_loader = DataLoader(self.train_set, batch_size=cfg.batch_size, shuffle=True, drop_last=True)
        self.val_loader = DataLoader(self.val_set, batch_size=256)
        self.model = HARNet(cfg.channels, cfg.n_classes)
        self.criterion = nn.CrossEntropyLoss()
        self.optimizer = torch.optim.AdamW(self.model.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
        self.scheduler = self.build_scheduler()
        self.history = []

    def build_scheduler(self):
        cfg = self.cfg
        return WarmupCosine(self.optimizer, warmup_steps=cfg.warmup_epochs, total_steps=cfg.epochs,
                            min_lr_ratio=cfg.min_lr_ratio)

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        for x, y in self.train_loader:
            self.optimizer.zero_grad(set_to_none=True)
            loss = self.criterion(self.model(x), y)
            loss.backward()
            if self.cfg.grad_clip:
                nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.grad_clip)
            self.optimizer.step()
            self.scheduler.step()
            total += loss.item() * len(y)
            n += len(y)
        return total / n

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        loss, correct, n = 0.0, 0, 0
        for x, y in self.val_loader:
            logits = self.model(x)
            loss += self.criterion(logits, y).item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return loss / n, correct / n

    def fit(self):
        for epoch in range(1, self.cfg.epochs + 1):
            t0 = time.time()
            train_loss = self.train_epoch()
            val_loss, val_acc = self.evaluate()
            lr = self.optimizer.param_groups[0]["lr"]
            self.history.append({"epoch": epoch, "train_loss": train_loss, "val_loss": val_loss,
                                 "val_acc": val_acc, "lr": lr})
            if epoch % self.cfg.log_every == 0:
                print(f"epoch {epoch:3d}  train {train_loss:.4f}  val {val_loss:.4f}  "
                      f"acc {val_acc:.3f}  lr {lr:.2e}  ({time.time() - t0:.1f}s)", flush=True)
        return self.history
