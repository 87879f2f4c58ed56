import os

import torch


def save_bundle(path, model, encoder, cfg, metrics=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "encoder": encoder.state_dict(), "config": cfg,
                "metrics": metrics or {}}, path)


def load_bundle(path):
    return torch.load(path, map_location="cpu", weights_only=False)
