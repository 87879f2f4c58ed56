import os

import torch


def _strip_prefix(state_dict, prefix="module."):
    if not any(k.startswith(prefix) for k in state_dict):
        return state_dict
    return {k[len(prefix):] if k.startswith(prefix) else k: v for k, v in state_dict.items()}


def save_checkpoint(path, model, optimizer=None, epoch=None, **extra):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    state = {"model": model.state_dict(), "epoch": epoch}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    state.update(extra)
    tmp = path + ".tmp"
    torch.save(state, tmp)
    os.replace(tmp, path)
    return path


def load_checkpoint(path, model, optimizer=None, map_location="cpu", strict=True):
    state = torch.load(path, map_location=map_location)
    weights = state["model"] if "model" in state else state
    model.load_state_dict(_strip_prefix(weights), strict=strict)
    if optimizer is not None and "optimizer" in state:
        optimizer.load_state_dict(state["optimizer"])
    return state
