import math

import torch


class RunningErrorStats:
    """Streaming mean / variance (Chan et al. parallel update) plus a bounded reservoir for quantiles."""

    def __init__(self, reservoir=50000, seed=0):
        self.reservoir_size = reservoir
        self.generator = torch.Generator().manual_seed(seed)
        self.reset()

    def reset(self):
        self.count = 0
        self.mean = 0.0
        self.m2 = 0.0
        self.reservoir = torch.empty(0)
        self.seen = 0

    def update(self, values):
        values = values.detach().flatten().double().cpu()
        n = values.numel()
        if n == 0:
            return
        b_mean = float(values.mean())
        b_m2 = float(((values - b_mean) ** 2).sum())
        delta = b_mean - self.mean
        total = self.count + n
        self.mean += delta * n / total
        self.m2 += b_m2 + delta ** 2 * self.count * n / total
        self.count = total
        self._reservoir_add(values.float())

    def _reservoir_add(self, values):
        room = self.reservoir_size - self.reservoir.numel()
        if room > 0:
            self.reservoir = torch.cat([self.reservoir, values[:room]])
            values = values[room:]
        for v in values:
            self.seen += 1
            j = int(torch.randint(0, self.reservoir_size + self.seen, (1,), generator=self.generator))
            if j < self.reservoir_size:
                self.reservoir[j] = v

    @property
    def std(self):
        return math.sqrt(self.m2 / (self.count - 1)) if self.count > 1 else 0.0

    def quantile(self, q):
        return float(torch.quantile(self.reservoir, q)) if self.reservoir.numel() else float("nan")
