import os

import torch


def save_bundle(path, model, scaler, cfg, meta=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "scaler": scaler.state_dict(), "config": cfg, "meta": meta or {}}, path)


def load_bundle(path):
    return torch.load(path, map_location="cpu", weights_only=False)
