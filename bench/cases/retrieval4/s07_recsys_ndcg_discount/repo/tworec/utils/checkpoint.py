import os

import torch


def save_checkpoint(path, model, cfg, n_users, n_items, extra=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "config": cfg, "n_users": n_users, "n_items": n_items, **(extra or {})}, path)


def load_checkpoint(path):
    return torch.load(path, map_location="cpu", weights_only=False)
