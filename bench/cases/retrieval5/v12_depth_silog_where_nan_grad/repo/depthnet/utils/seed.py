"""Seeding helpers for depthnet."""
import os
import random

import torch


def seed_everything(seed, deterministic=False):
    """Seed python and torch RNGs. Returns the seed for logging."""
    seed = int(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    random.seed(seed)
    torch.manual_seed(seed)
    if deterministic:
        torch.use_deterministic_algorithms(True, warn_only=True)
    return seed


def worker_init_fn(worker_id):
    """Give each DataLoader worker a distinct, reproducible python seed."""
    base = torch.initial_seed() % (2 ** 31)
    random.seed(base + worker_id)


def make_generator(seed):
    gen = torch.Generator()
    gen.manual_seed(int(seed))
    return gen
