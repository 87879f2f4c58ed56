import random

import numpy as np
import torch
import yaml


def load_config(path, **overrides):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for dotted, value in overrides.items():
        section, key = dotted.split("__")
        cfg[section][key] = value
    return cfg


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
