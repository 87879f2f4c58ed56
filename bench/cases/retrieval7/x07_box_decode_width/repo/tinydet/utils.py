"""Misc helpers: seeding and metric logging."""
import logging
import random
from collections import defaultdict

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def get_logger(name="tinydet"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        h = logging.StreamHandler()
        h.setFormatter(logging.Formatter("[%(asctime)s] %(message)s", "%H:%M:%S"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
    return logger


class MetricLogger:
    """Running averages of scalar metrics over an epoch."""

    def __init__(self):
        self.sums = defaultdict(float)
        self.counts = defaultdict(int)

    def update(self, n=1, **values):
        for k, v in values.items():
            self.sums[k] += float(v) * n
            self.counts[k] += n

    def averages(self):
        return {k: self.sums[k] / max(self.counts[k], 1) for k in self.sums}

    def __str__(self):
        return "  ".join(f"{k}={v:.4f}" for k, v in self.averages().items())
