"""Small callback helpers used by Trainer."""
import copy
import math


class BestWeights:
    """Keep an in-memory copy of the weights with the best value of a monitored metric.

    mode: "min", "max" or "auto" (loss-like metrics are minimized, everything else maximized).
    """

    def __init__(self, monitor="val_loss", mode="auto", min_delta=0.0):
        self.monitor = monitor
        if mode == "auto":
            mode = "min" if monitor.startswith("loss") else "max"
        if mode not in ("min", "max"):
            raise ValueError(f"unknown mode {mode!r}")
        self.mode = mode
        self.min_delta = min_delta
        self.best = math.inf if mode == "min" else -math.inf
        self.best_epoch = None
        self.state = None

    def is_better(self, value):
        if self.mode == "min":
            return value < self.best - self.min_delta
        return value > self.best + self.min_delta

    def update(self, epoch, metrics, model):
        value = metrics[self.monitor]
        if self.is_better(value):
            self.best = value
            self.best_epoch = epoch
            self.state = copy.deepcopy(model.state_dict())
            return True
        return False

    def restore(self, model):
        if self.state is not None:
            model.load_state_dict(self.state)


class EarlyStopping:
    def __init__(self, patience=5):
        self.patience = patience
        self.bad_epochs = 0

    def step(self, improved):
        self.bad_epochs = 0 if improved else self.bad_epochs + 1
        return self.bad_epochs > self.patience
