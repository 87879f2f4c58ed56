import os

import torch


def save_checkpoint(path, model, cfg, extra=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "cfg": cfg, **(extra or {})}, path)


def load_checkpoint(path, model):
    state = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(state["model"])
    return state
