import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def mae(pred, target):
    return (pred - target).abs().mean().item()


def mape(pred, target, eps=1e-6):
    return ((pred - target).abs() / target.abs().clamp_min(eps)).mean().item() * 100.0


class EarlyStopping:
    def __init__(self, patience=5, min_delta=0.0):
        self.patience = patience
        self.min_delta = min_delta
        self.best = float("inf")
        self.bad_epochs = 0
        self.best_state = None

    def step(self, value, model):
        if value < self.best - self.min_delta:
            self.best = value
            self.bad_epochs = 0
            self.best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
            return False
        self.bad_epochs += 1
        return self.bad_epochs >= self.patience
