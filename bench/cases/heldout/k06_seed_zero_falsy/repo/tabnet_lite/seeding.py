import random

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed % 2 ** 32)
    torch.manual_seed(seed)


def setup_seed(seed=None):
    """Seed all RNGs. With no seed a fresh random one is drawn (and returned, so it can be logged)."""
    seed = seed or torch.seed()
    seed_everything(seed)
    return seed
