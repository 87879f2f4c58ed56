import random

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def smape(pred, target, eps=1e-6):
    return (200 * (pred - target).abs() / (pred.abs() + target.abs() + eps)).mean().item()
