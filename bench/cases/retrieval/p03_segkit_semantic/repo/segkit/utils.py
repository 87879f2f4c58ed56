import os
import random
import time

import torch


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


class Timer:
    def __init__(self):
        self.t = time.perf_counter()

    def lap(self):
        now = time.perf_counter()
        dt, self.t = now - self.t, now
        return dt


class SmoothedValue:
    def __init__(self, momentum=0.9):
        self.m = momentum
        self.value = None

    def update(self, v):
        self.value = v if self.value is None else self.m * self.value + (1 - self.m) * v
        return self.value


def save_checkpoint(path, model, cfg, epoch, optimizer=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    state = {"model": model.state_dict(), "cfg": cfg, "epoch": epoch}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    torch.save(state, path)


def compute_class_weights(freqs, method="inverse_sqrt", ignore_zero=True):
    f = torch.as_tensor(freqs, dtype=torch.float32)
    if ignore_zero:
        f = f.clamp(min=1e-6)
    if method == "inverse":
        w = 1.0 / f
    elif method == "inverse_sqrt":
        w = 1.0 / f.sqrt()
    elif method == "log":
        w = 1.0 / torch.log(1.02 + f)
    else:
        raise ValueError(method)
    return w / w.mean()
