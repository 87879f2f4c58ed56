import os
import random

import torch


def set_seed(seed, deterministic=False):
    """Seed python and torch RNGs."""
    random.seed(seed)
    torch.manual_seed(seed)
    os.environ.setdefault("PYTHONHASHSEED", str(seed))
    if deterministic:
        torch.use_deterministic_algorithms(True, warn_only=True)
    return seed


def worker_init_fn(worker_id):
    base = torch.initial_seed() % 2**31
    random.seed(base + worker_id)
