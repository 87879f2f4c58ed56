import os

import torch


def save_checkpoint(path, model, head=None, cfg=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    state = {"model": model.state_dict()}
    if head is not None:
        state["head"] = head.state_dict()
    if cfg is not None:
        state["config"] = dict(cfg)
    torch.save(state, path)


def load_checkpoint(path, model, head=None):
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"])
    if head is not None and "head" in state:
        head.load_state_dict(state["head"])
    return state
