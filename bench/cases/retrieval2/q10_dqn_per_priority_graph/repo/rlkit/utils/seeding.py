import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)
