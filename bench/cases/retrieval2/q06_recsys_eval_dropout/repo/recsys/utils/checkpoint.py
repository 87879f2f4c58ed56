from __future__ import annotations

from pathlib import Path

import torch


def save_checkpoint(path, model, cfg: dict, epoch: int, metrics: dict) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save({"state_dict": model.state_dict(), "config": cfg, "epoch": epoch, "metrics": metrics}, path)


def load_checkpoint(path, model) -> dict:
    state = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(state["state_dict"])
    return state
