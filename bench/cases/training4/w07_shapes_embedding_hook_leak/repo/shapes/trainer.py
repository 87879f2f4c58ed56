import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, train_loader, val_loader, callbacks=(), scheduler=None):
        self.model, self.optimizer = model, optimizer
        self.train_loader, self.val_loader = train_loader, val_loader
        self.callbacks = list(callbacks)
        self.scheduler = scheduler

    def _train_epoch(self):
        self.model.train()
        tot, n = 0.0, 0
        for x, y in self.train_loader:
            loss = F.cross_entropy(self.model(x), y, label_smoothing=0.1)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self.optimizer.step()
            tot += loss.item() * len(y)
            n += len(y)
        if self.scheduler is not None:
            self.scheduler.step()
        return tot / n

    @torch.no_grad()
    def _validate(self):
        self.model.eval()
        correct, n = 0, 0
        for x, y in self.val_loader:
            correct += (self.model(x).argmax(1) == y).sum().item()
            n += len(y)
        return correct / n

    def fit(self, epochs):
        for cb in self.callbacks:
            cb.on_fit_start(self)
        history = []
        for epoch in range(1, epochs + 1):
            metrics = {"train_loss": self._train_epoch(), "val_acc": self._validate()}
            history.append(metrics)
            for cb in self.callbacks:
                cb.on_epoch_end(self, epoch, metrics)
        for cb in self.callbacks:
            cb.on_fit_end(self)
        return history
