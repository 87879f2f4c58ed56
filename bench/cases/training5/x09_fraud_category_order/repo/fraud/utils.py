import random

import torch


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)
