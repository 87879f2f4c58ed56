"""Training callbacks: early stopping, best-model checkpointing, LR reduction on plateau."""
import copy
import math
import os

import torch


class EarlyStopping:
    """Stop when the monitored metric has not improved by more than `min_delta` for `patience`
    consecutive epochs. mode='min' for losses, 'max' for scores such as R^2."""

    def __init__(self, monitor="val_loss", mode="min", patience=5, min_delta=0.0, log=print):
        if mode not in ("min", "max"):
            raise ValueError("mode must be 'min' or 'max'")
        self.monitor = monitor
        self.mode = mode
        self.patience = patience
        self.min_delta = min_delta
        self.sign = 1.0 if mode == "min" else -1.0
        self.best_score = -math.inf
        self.counter = 0
        self.stopped_epoch = None
        self.log = log

    def __call__(self, epoch, metrics):
        score = self.sign * metrics[self.monitor]
        if score > self.best_score + self.min_delta:
            self.best_score = score
            self.counter = 0
            return False
        self.counter += 1
        self.log(f"EarlyStopping counter: {self.counter} out of {self.patience}")
        if self.counter >= self.patience:
            self.stopped_epoch = epoch
            self.log(f"Early stopping: no improvement in {self.monitor} for {self.patience} epochs "
                     f"(stopped after epoch {epoch})")
            return True
        return False


class ModelCheckpoint:
    def __init__(self, dirpath=None, monitor="val_loss", mode="min", log=print):
        self.dirpath = dirpath
        self.monitor = monitor
        self.mode = mode
        self.best = math.inf if mode == "min" else -math.inf
        self.best_epoch = None
        self.best_state = None
        self.log = log

    def _better(self, value):
        return value < self.best if self.mode == "min" else value > self.best

    def __call__(self, epoch, metrics, model):
        value = metrics[self.monitor]
        if self._better(value):
            self.best, self.best_epoch = value, epoch
            self.best_state = copy.deepcopy(model.state_dict())
            if self.dirpath:
                os.makedirs(self.dirpath, exist_ok=True)
                torch.save({"model": self.best_state, "epoch": epoch, self.monitor: value},
                           os.path.join(self.dirpath, "best.pt"))
            self.log(f"saved new best model ({self.monitor}={value:.5f}) at epoch {epoch}")

    def restore(self, model):
        if self.best_state is not None:
            model.load_state_dict(self.best_state)


class ReduceLROnPlateau:
    def __init__(self, optimizer, factor=0.5, patience=3, min_lr=1e-6, monitor="val_loss"):
        self.sched = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, mode="min", factor=factor,
                                                                patience=patience, min_lr=min_lr)
        self.monitor = monitor

    def __call__(self, epoch, metrics):
        self.sched.step(metrics[self.monitor])


def build_callbacks(ccfg, optimizer=None, log=print):
    cbs = {}
    if "early_stopping" in ccfg:
        c = ccfg["early_stopping"]
        cbs["early_stopping"] = EarlyStopping(c.get("monitor", "val_loss"), c.get("mode", "min"),
                                              c.get("patience", 5), c.get("min_delta", 0.0), log)
    if "checkpoint" in ccfg:
        c = ccfg["checkpoint"]
        cbs["checkpoint"] = ModelCheckpoint(c.get("dir"), c.get("monitor", "val_loss"),
                                            c.get("mode", "min"), log)
    if "reduce_lr" in ccfg and optimizer is not None:
        c = ccfg["reduce_lr"]
        cbs["reduce_lr"] = ReduceLROnPlateau(optimizer, c.get("factor", 0.5), c.get("patience", 3))
    return cbs
