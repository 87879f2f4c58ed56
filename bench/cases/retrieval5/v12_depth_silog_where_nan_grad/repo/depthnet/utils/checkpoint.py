"""Checkpoint save/load for depthnet."""
import os

import torch


def save_checkpoint(path, model, optimizer=None, epoch=None, extra=None):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    state = {"model": model.state_dict(), "epoch": epoch}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    if extra:
        state.update(extra)
    torch.save(state, path)
    return path


def load_checkpoint(path, model=None, optimizer=None, map_location="cpu", strict=True):
    state = torch.load(path, map_location=map_location, weights_only=False)
    if model is not None:
        weights = state.get("model", state)
        if any(k.startswith("module.") for k in weights):
            weights = {k[len("module."):] if k.startswith("module.") else k: v
                       for k, v in weights.items()}
        model.load_state_dict(weights, strict=strict)
    if optimizer is not None and "optimizer" in state:
        optimizer.load_state_dict(state["optimizer"])
    return state
