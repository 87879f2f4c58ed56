import os
import random

import torch


def seed_everything(seed, deterministic=False):
    """Seed python and torch RNGs. Returns the seed for logging."""
    seed = int(seed)
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    torch.manual_seed(seed)
    if torch.cuda.is_available():
        torch.cuda.manual_seed_all(seed)
    if deterministic:
        torch.backends.cudnn.deterministic = True
        torch.backends.cudnn.benchmark = False
    return seed


def worker_init_fn(worker_id):
    base = torch.initial_seed() % 2 ** 32
    random.seed(base + worker_id)
