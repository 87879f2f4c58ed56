import random

import numpy as np
import torch


def seed_all(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def make_generator(seed):
    g = torch.Generator()
    g.manual_seed(seed)
    return g


def format_metrics(d):
    return "  ".join(f"{k} {v:.4f}" if isinstance(v, float) else f"{k} {v}" for k, v in d.items())
