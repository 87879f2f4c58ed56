import os

import torch


def save_checkpoint(path, model, optimizer, scaler, epoch, metrics):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scaler": scaler.state_dict() if scaler is not None else None,
                "epoch": epoch, "metrics": metrics}, path)


def load_checkpoint(path):
    return torch.load(path, map_location="cpu", weights_only=False)
