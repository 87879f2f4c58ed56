import os

import torch


def save_checkpoint(path, epoch, model, optimizer, scheduler=None, ema=None, best=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    state = {"epoch": epoch, "model": model.state_dict(), "optimizer": optimizer.state_dict(), "best": best}
    if scheduler is not None:
        state["scheduler"] = scheduler.state_dict()
    if ema is not None:
        state["ema"] = ema.state_dict()
    torch.save(state, path)


def load_checkpoint(path):
    return torch.load(path, map_location="cpu", weights_only=False)
