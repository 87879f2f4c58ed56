"""Running-average metric logger that prints one line per log interval."""
from collections import defaultdict


class MetricLogger:
    def __init__(self, prefix="train", printer=print):
        self.prefix = prefix
        self.printer = printer
        self.sums = defaultdict(float)
        self.counts = defaultdict(int)

    def update(self, **metrics):
        for k, v in metrics.items():
            self.sums[k] += float(v)
            self.counts[k] += 1

    def averages(self):
        return {k: self.sums[k] / max(1, self.counts[k]) for k in self.sums}

    def flush(self, step, **extra):
        avg = self.averages()
        avg.update(extra)
        body = " ".join(f"{k}={v:.4f}" if isinstance(v, float) else f"{k}={v}" for k, v in avg.items())
        self.printer(f"[{self.prefix}] step={step} {body}")
        self.sums.clear()
        self.counts.clear()
        return avg
