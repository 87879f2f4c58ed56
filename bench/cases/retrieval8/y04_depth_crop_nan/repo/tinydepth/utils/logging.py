import logging
import math
from collections import defaultdict, deque


def get_logger(name="tinydepth"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("[%(name)s] %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger


class SmoothedValue:
    def __init__(self, window=20):
        self.values = deque(maxlen=window)
        self.total = 0.0
        self.count = 0

    def update(self, value):
        self.values.append(value)
        self.total += value
        self.count += 1

    @property
    def median(self):
        vals = sorted(self.values)
        return vals[len(vals) // 2] if vals else math.nan

    @property
    def global_avg(self):
        return self.total / self.count if self.count else math.nan


class MetricLogger:
    def __init__(self, window=20):
        self.meters = defaultdict(lambda: SmoothedValue(window))

    def update(self, **kwargs):
        for k, v in kwargs.items():
            self.meters[k].update(float(v))

    def global_avg(self, name):
        return self.meters[name].global_avg

    def __str__(self):
        return " ".join(f"{k} {m.median:.4f} ({m.global_avg:.4f})" for k, m in self.meters.items())
