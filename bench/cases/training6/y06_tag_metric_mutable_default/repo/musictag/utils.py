import os
import random

import torch
import yaml


def load_config(path):
    with open(path) as f:
        return yaml.safe_load(f)


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def rss_mb():
    """Resident set size of this process in MB (Linux)."""
    with open(f"/proc/{os.getpid()}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")
