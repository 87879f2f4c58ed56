import torch


class RunningStats:
    """Exponential moving average of per-unit mean and second moment."""

    def __init__(self, momentum=0.01):
        self.momentum = momentum
        self.mean = None
        self.sq_mean = None
        self.count = 0

    def update(self, x):
        """x: (batch, units) or (batch, units, ...) activations."""
        x = x.flatten(2).mean(-1) if x.dim() > 2 else x
        m = x.mean(dim=0)
        sq = x.pow(2).mean(dim=0)
        if self.mean is None:
            self.mean, self.sq_mean = m, sq
        else:
            a = self.momentum
            self.mean = (1 - a) * self.mean + a * m
            self.sq_mean = (1 - a) * self.sq_mean + a * sq
        self.count += 1

    @property
    def var(self):
        return (self.sq_mean - self.mean ** 2).clamp(min=0)

    def dead_fraction(self, eps=1e-6):
        return float((self.sq_mean < eps).float().mean())
