import os
import random

import torch


def seed_everything(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def count_params(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def save_checkpoint(path, model, optimizer, scheduler, step, cfg):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "step": step, "cfg": cfg}, path)


def load_checkpoint(path, model, optimizer=None, scheduler=None):
    ck = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(ck["model"])
    if optimizer is not None:
        optimizer.load_state_dict(ck["optimizer"])
    if scheduler is not None:
        scheduler.load_state_dict(ck["scheduler"])
    return ck


def average_checkpoints(paths):
    """Uniform average of the model weights of several checkpoints."""
    avg = None
    for p in paths:
        sd = torch.load(p, map_location="cpu", weights_only=False)["model"]
        if avg is None:
            avg = {k: v.clone().float() for k, v in sd.items()}
        else:
            for k, v in sd.items():
                avg[k] += v.float()
    return {k: v / len(paths) for k, v in avg.items()}
