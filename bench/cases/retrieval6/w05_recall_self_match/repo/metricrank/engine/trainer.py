import torch

from ..utils.meters import MeterGroup
from ..utils.misc import to_device


class Trainer:
    """Generic epoch loop. The task object owns the domain logic.

    ``task.train_step(batch)`` must return a dict with a scalar ``loss`` tensor;
    ``task.evaluate(loader)`` returns a dict of floats.
    """

    def __init__(self, task, optimizer, train_loader, val_loader=None, scheduler=None,
                 epochs=1, grad_clip=None, device="cpu", hooks=None):
        self.task = task
        self.model = task.model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.epochs = epochs
        self.grad_clip = grad_clip
        self.device = device
        self.hooks = hooks or []
        self.epoch = 0
        self.global_step = 0
        self.history = []

    def _call(self, name, *args):
        for h in self.hooks:
            getattr(h, name)(self, *args)

    def train_one_epoch(self):
        self.model.train()
        meters = MeterGroup()
        for batch in self.train_loader:
            batch = to_device(batch, self.device)
            out = self.task.train_step(batch)
            loss = out["loss"]
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
            if self.scheduler is not None:
                self.scheduler.step()
            self.global_step += 1
            logs = {k: float(v) for k, v in out.items()}
            meters.update(logs)
            self._call("after_step", logs)
        return meters.averages()

    def fit(self):
        self._call("before_train")
        for epoch in range(self.epochs):
            self.epoch = epoch
            train_logs = self.train_one_epoch()
            val_logs = {}
            if self.val_loader is not None:
                with torch.no_grad():
                    val_logs = self.task.evaluate(self.val_loader)
            self.history.append({"epoch": epoch, "train": train_logs, "val": val_logs})
            self._call("after_epoch", val_logs)
        self._call("after_train")
        return self.history
