import os
import random

import torch


def fix_seed(seed, deterministic=False):
    """Seed python and torch RNGs; optionally force deterministic kernels."""
    os.environ["PYTHONHASHSEED"] = str(seed)
    random.seed(seed)
    torch.manual_seed(seed)
    if deterministic:
        torch.use_deterministic_algorithms(True)
