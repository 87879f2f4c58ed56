"""Minimal console logging helpers."""

import logging
from collections import defaultdict


def get_logger(name="moeclf"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
    return logger


class MetricLogger:
    """Running averages of scalar metrics between log calls."""

    def __init__(self):
        self.reset()

    def reset(self):
        self._sums = defaultdict(float)
        self._counts = defaultdict(int)

    def update(self, **values):
        for key, value in values.items():
            self._sums[key] += float(value)
            self._counts[key] += 1

    def averages(self):
        return {k: self._sums[k] / max(self._counts[k], 1) for k in self._sums}

    def format(self):
        return " ".join(f"{k}={v:.4f}" for k, v in self.averages().items())
