import os

import torch


def save_checkpoint(path, model, vocab, cfg, optimizer=None, epoch=None, metrics=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    state = {"model": model.state_dict(), "vocab": vocab.state_dict(), "config": cfg,
             "epoch": epoch, "metrics": metrics or {}}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    torch.save(state, path)


def load_checkpoint(path, map_location="cpu"):
    return torch.load(path, map_location=map_location, weights_only=False)
