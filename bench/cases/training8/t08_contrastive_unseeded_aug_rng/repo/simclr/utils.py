import random

import numpy as np
import torch
import yaml


def seed_everything(seed):
    """Seed python, numpy and torch RNGs; make torch pick deterministic kernels."""
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.use_deterministic_algorithms(True, warn_only=True)


def load_config(path):
    with open(path) as f:
        return yaml.safe_load(f)
