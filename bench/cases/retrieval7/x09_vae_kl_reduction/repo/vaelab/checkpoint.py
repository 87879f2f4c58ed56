"""Save / restore a model together with the config it was trained with."""
import os

import torch

from .models import build_model


def save_checkpoint(path, model, cfg, history=None):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    torch.save({"model": model.state_dict(), "cfg": cfg, "history": history or []}, path)


def load_checkpoint(path, map_location="cpu"):
    ckpt = torch.load(path, map_location=map_location, weights_only=False)
    model = build_model(ckpt["cfg"])
    model.load_state_dict(ckpt["model"])
    model.eval()
    return model, ckpt["cfg"], ckpt.get("history", [])
