"""Small training callbacks."""
import copy


class EarlyStopping:
    def __init__(self, patience=5, mode="max", min_delta=0.0):
        self.patience = patience
        self.mode = mode
        self.min_delta = min_delta
        self.best = None
        self.bad_epochs = 0

    def _improved(self, value):
        if self.best is None:
            return True
        if self.mode == "max":
            return value > self.best + self.min_delta
        return value < self.best - self.min_delta

    def step(self, value):
        """Returns True when training should stop."""
        if self._improved(value):
            self.best = value
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience


class BestModelKeeper:
    """Keeps an in-memory copy of the best weights seen so far."""

    def __init__(self, mode="max"):
        self.mode = mode
        self.best = None
        self.state = None

    def update(self, model, value):
        better = self.best is None or (value > self.best if self.mode == "max" else value < self.best)
        if better:
            self.best = value
            self.state = copy.deepcopy(model.state_dict())
        return better

    def restore(self, model):
        if self.state is not None:
            model.load_state_dict(self.state)
        return model
