import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, scheduler=None, best=None, early_stopping=None,
                 log=print):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.best = best
        self.early_stopping = early_stopping
        self.log = log
        self.history = []

    def train_epoch(self, loader):
        self.model.train()
        total, correct, n = 0.0, 0, 0
        for x, y in loader:
            logits = self.model(x)
            loss = F.cross_entropy(logits, y)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        if self.scheduler is not None:
            self.scheduler.step()
        return {"train_loss": total / n, "train_acc": correct / n}

    @torch.no_grad()
    def evaluate(self, loader, prefix="val"):
        self.model.eval()
        total, correct, n = 0.0, 0, 0
        for x, y in loader:
            logits = self.model(x)
            total += F.cross_entropy(logits, y, reduction="sum").item()
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return {f"{prefix}_loss": total / n, f"{prefix}_acc": correct / n}

    def fit(self, train_loader, val_loader, epochs):
        # Sanity check before training; also registers the initial weights with BestWeights so
        # that a fine-tuning run that only gets worse never returns something worse than its start.
        metrics = self.evaluate(val_loader)
        self.log(f"sanity check | val loss {metrics['val_loss']:.4f} acc {metrics['val_acc']:.3f}")
        if self.best is not None:
            self.best.update(0, metrics, self.model)

        for epoch in range(1, epochs + 1):
            metrics = {"epoch": epoch}
            metrics.update(self.train_epoch(train_loader))
            metrics.update(self.evaluate(val_loader))
            self.history.append(metrics)
            improved = self.best.update(epoch, metrics, self.model) if self.best else True
            self.log(f"epoch {epoch:3d} | train loss {metrics['train_loss']:.4f} "
                     f"acc {metrics['train_acc']:.3f} | val loss {metrics['val_loss']:.4f} "
                     f"acc {metrics['val_acc']:.3f}{' *' if improved else ''}")
            if self.early_stopping is not None and self.early_stopping.step(improved):
                self.log(f"early stopping at epoch {epoch}")
                break

        if self.best is not None:
            self.best.restore(self.model)
            self.log(f"restored best weights ({self.best.monitor}={self.best.best:.4f})")
        return self.history
