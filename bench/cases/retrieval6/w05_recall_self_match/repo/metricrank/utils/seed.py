import os
import random

import torch


def seed_everything(seed, deterministic=False):
    """Seed python and torch RNGs. Returns the seed actually used."""
    if seed is None:
        seed = random.randint(0, 2**31 - 1)
    seed = int(seed)
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    torch.manual_seed(seed)
    if deterministic:
        torch.use_deterministic_algorithms(True, warn_only=True)
    return seed


def worker_init_fn(worker_id):
    base = torch.initial_seed() % 2**31
    random.seed(base + worker_id)
