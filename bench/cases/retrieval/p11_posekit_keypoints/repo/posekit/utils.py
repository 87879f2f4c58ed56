import os
import random

import torch


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def save_checkpoint(path, model, cfg, epoch, metrics=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "cfg": cfg, "epoch": epoch, "metrics": metrics or {}}, path)


def load_checkpoint(path):
    from . import KEYPOINTS
    from .models import build_model
    ck = torch.load(path, map_location="cpu", weights_only=False)
    model = build_model(ck["cfg"]["model"], len(KEYPOINTS), ck["cfg"]["data"].get("heatmap_stride", 4))
    model.load_state_dict(ck["model"])
    return model.eval(), ck


class EarlyStop:
    def __init__(self, patience=5):
        self.patience, self.best, self.bad = patience, -1.0, 0

    def step(self, metric):
        if metric > self.best:
            self.best, self.bad = metric, 0
            return False
        self.bad += 1
        return self.bad >= self.patience
