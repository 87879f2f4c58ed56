import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader


class Callback:
    def on_step_end(self, trainer, step, loss):
        pass

    def on_epoch_end(self, trainer, epoch, logs):
        pass


class ProgressLogger(Callback):
    def __init__(self, every=200):
        self.every = every
        self._t = time.time()

    def on_step_end(self, trainer, step, loss):
        if step % self.every == 0:
            print(f"  step {step:6d}  loss {loss:.4f}  ({time.time() - self._t:.1f}s)", flush=True)

    def on_epoch_end(self, trainer, epoch, logs):
        print(f"epoch {epoch}: " + "  ".join(f"{k} {v:.4f}" for k, v in logs.items()), flush=True)


class Trainer:
    def __init__(self, model, lr=2e-3, batch_size=512, weight_decay=1e-6, callbacks=()):
        self.model = model
        self.batch_size = batch_size
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
        self.callbacks = list(callbacks)
        self.step = 0
        self.losses = []

    def train_epoch(self, dataset):
        self.model.train()
        loader = DataLoader(dataset, batch_size=self.batch_size, shuffle=True)
        total, n = 0.0, 0
        for history, lengths, candidate, clicked in loader:
            logits = self.model(history, lengths, candidate)
            loss = F.binary_cross_entropy_with_logits(logits, clicked)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.step += 1
            self.losses.append(loss.item())
            for cb in self.callbacks:
                cb.on_step_end(self, self.step, loss.item())
            total += loss.item() * len(clicked)
            n += len(clicked)
        return total / n

    @torch.no_grad()
    def evaluate(self, dataset):
        self.model.eval()
        loader = DataLoader(dataset, batch_size=4096)
        loss, n = 0.0, 0
        for history, lengths, candidate, clicked in loader:
            logits = self.model(history, lengths, candidate)
            loss += F.binary_cross_entropy_with_logits(logits, clicked, reduction="sum").item()
            n += len(clicked)
        return loss / n

    def fit(self, train_set, val_set, epochs):
        history = []
        for epoch in range(1, epochs + 1):
            logs = {"train_logloss": self.train_epoch(train_set), "val_logloss": self.evaluate(val_set)}
            history.append(logs)
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch, logs)
        return history
