import json
import math
import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def rmse(pred, target):
    return math.sqrt(((pred - target) ** 2).mean().item())


def r2_score(pred, target):
    ss_res = ((target - pred) ** 2).sum()
    ss_tot = ((target - target.mean()) ** 2).sum()
    return (1 - ss_res / ss_tot).item()


def mape(pred, target):
    return ((pred - target).abs() / target.abs()).mean().item() * 100


def save_json(obj, path):
    with open(path, "w") as fh:
        json.dump(obj, fh, indent=2)
