import logging
import random
import sys

import torch
import yaml


def load_yaml(path):
    with open(path) as fh:
        return yaml.safe_load(fh)


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def get_logger(name="sslkit"):
    logger = logging.getLogger(name)
    if not logger.handlers:
        h = logging.StreamHandler(sys.stdout)
        h.setFormatter(logging.Formatter("[%(asctime)s] %(message)s", "%Y-%m-%d %H:%M:%S"))
        logger.addHandler(h)
        logger.setLevel(logging.INFO)
    return logger


class AverageMeter:
    def __init__(self):
        self.sum, self.count = 0.0, 0

    def update(self, value, n=1):
        self.sum += value * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)
