import os

import torch


def save_model(path, model, cfg, epoch):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "config": cfg, "epoch": epoch}, path)


def load_model(path):
    return torch.load(path, map_location="cpu", weights_only=False)
