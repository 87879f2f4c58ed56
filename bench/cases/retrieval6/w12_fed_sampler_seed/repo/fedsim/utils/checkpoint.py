import os

import torch


def save_checkpoint(path, model, optimizer=None, epoch=None, **extra):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    state = {"model": model.state_dict(), "epoch": epoch}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    state.update(extra)
    torch.save(state, path)
    return path


def load_checkpoint(path, model, optimizer=None, strict=True):
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"], strict=strict)
    if optimizer is not None and "optimizer" in state:
        optimizer.load_state_dict(state["optimizer"])
    return state
