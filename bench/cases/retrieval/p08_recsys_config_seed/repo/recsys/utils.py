import json
import os
import random
import time

import torch


def set_seed(seed=None):
    """Seed python and torch. With seed=None a fresh seed is drawn (and returned)."""
    if seed is None:
        seed = int(time.time() * 1000) % (2 ** 31)
    random.seed(seed)
    torch.manual_seed(seed)
    return seed


def save_json(path, obj):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        json.dump(obj, f, indent=2)


class Stopwatch:
    def __init__(self):
        self.start = time.perf_counter()

    def elapsed(self):
        return time.perf_counter() - self.start


def count_params(model):
    return sum(p.numel() for p in model.parameters())
