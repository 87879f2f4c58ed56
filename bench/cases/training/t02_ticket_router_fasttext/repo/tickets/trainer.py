import time

import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, scheduler=None, log=print):
        self.model, self.optimizer, self.scheduler, self.log = model, optimizer, scheduler, log
        self.history = []

    def train_epoch(self, loader):
        self.model.train()
        total, correct, n = 0.0, 0, 0
        for ids, offsets, y in loader:
            logits = self.model(ids, offsets)
            loss = F.cross_entropy(logits, y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            if self.scheduler is not None:
                self.scheduler.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return total / n, correct / n

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        total, correct, n = 0.0, 0, 0
        for ids, offsets, y in loader:
            logits = self.model(ids, offsets)
            total += F.cross_entropy(logits, y, reduction="sum").item()
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return total / n, correct / n

    def fit(self, train_loader, val_loader, epochs):
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            tr_loss, tr_acc = self.train_epoch(train_loader)
            va_loss, va_acc = self.evaluate(val_loader)
            rec = dict(epoch=epoch, train_loss=tr_loss, train_acc=tr_acc, val_loss=va_loss,
                       val_acc=va_acc)
            self.history.append(rec)
            self.log(f"[{epoch:02d}] loss={tr_loss:.4f} acc={tr_acc:.4f} "
                     f"val_loss={va_loss:.4f} val_acc={va_acc:.4f} ({time.time() - t0:.1f}s)")
        return self.history
