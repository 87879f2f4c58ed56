import random

import torch


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)
