import dataclasses
import os

import torch


def save_checkpoint(path, model, optimizer, step, cfg):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), "step": step,
                "model_config": dataclasses.asdict(cfg.model)}, path)


def load_checkpoint(path):
    return torch.load(path, map_location="cpu", weights_only=False)
