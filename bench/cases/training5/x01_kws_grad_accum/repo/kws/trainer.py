"""A minimal Lightning-style trainer."""
import torch
import torch.nn.functional as F

from .utils import AverageMeter


class Trainer:
    def __init__(self, model, optimizer, max_epochs=10, accumulate_grad_batches=1,
                 callbacks=(), scheduler=None):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.max_epochs = max_epochs
        self.accumulate = max(1, int(accumulate_grad_batches))
        self.callbacks = list(callbacks)
        self.state = {}
        self.epoch = 0
        self.global_step = 0
        self.should_stop = False
        self.history = []

    # ------------------------------------------------------------------ hooks
    def _call(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    # ------------------------------------------------------------- training
    def training_step(self, batch):
        x, y = batch
        logits = self.model(x)
        return F.cross_entropy(logits, y)

    def _optimizer_step(self):
        self.optimizer.zero_grad()
        self._call("on_before_optimizer_step")
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()
        self.global_step += 1

    def train_epoch(self, loader):
        self.model.train()
        meter = AverageMeter()
        for i, batch in enumerate(loader):
            loss = self.training_step(batch)
            (loss / self.accumulate).backward()
            if (i + 1) % self.accumulate == 0:
                self._optimizer_step()
            meter.update(loss.item(), len(batch[1]))
            self._call("on_train_batch_end", i, loss.item())
        return meter.avg

    @torch.no_grad()
    def validate(self, loader):
        self.model.eval()
        loss_m, correct, n = AverageMeter(), 0, 0
        for x, y in loader:
            logits = self.model(x)
            loss_m.update(F.cross_entropy(logits, y).item(), len(y))
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return {"val_loss": loss_m.avg, "val_acc": correct / max(n, 1)}

    def fit(self, train_loader, val_loader):
        self._call("on_fit_start")
        for epoch in range(1, self.max_epochs + 1):
            self.epoch = epoch
            train_loss = self.train_epoch(train_loader)
            metrics = {"train_loss": train_loss, **self.validate(val_loader)}
            self.history.append(metrics)
            self._call("on_validation_end", metrics)
            if self.should_stop:
                break
        self._call("on_fit_end")
        return self.history
