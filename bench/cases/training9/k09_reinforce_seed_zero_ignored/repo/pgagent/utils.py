import random
import time

import numpy as np
import torch
import yaml


def load_config(path="config.yaml"):
    with open(path) as f:
        return yaml.safe_load(f)


def seed_everything(seed=None):
    """Seed python, numpy and torch. Without a configured seed a fresh one is drawn, so
    every run is still seeded (and can be logged and replayed)."""
    seed = seed or int(time.time() * 1e6) % 2 ** 31
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    return seed
