import logging
import os

import torch

log = logging.getLogger("restorenet.checkpoint")


def clean_state_dict(state):
    out = {}
    for k, v in state.items():
        if k.startswith("module."):
            k = k.lstrip("module.")
        elif k.startswith("_orig_mod."):
            k = k[len("_orig_mod."):]
        out[k] = v
    return out


def save_training_state(path, model, optimizer, scheduler, epoch, best_psnr):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict() if scheduler is not None else None,
                "epoch": epoch, "best_psnr": best_psnr}, path)


def load_training_state(path, model, optimizer=None, scheduler=None):
    state = torch.load(path, map_location="cpu", weights_only=False)
    missing, unexpected = model.load_state_dict(clean_state_dict(state["model"]), strict=False)
    if missing or unexpected:
        log.debug("missing keys: %s unexpected keys: %s", missing, unexpected)
    if optimizer is not None and state.get("optimizer"):
        optimizer.load_state_dict(state["optimizer"])
    if scheduler is not None and state.get("scheduler"):
        scheduler.load_state_dict(state["scheduler"])
    return state.get("epoch", 0), state.get("best_psnr", 0.0)
