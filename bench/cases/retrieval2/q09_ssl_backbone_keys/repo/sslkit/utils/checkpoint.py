import os

import torch

# where the backbone lives inside each method's state_dict
BACKBONE_PREFIXES = ("backbone.", "online.backbone.")


def save(path, model, optimizer, epoch, cfg):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), "epoch": epoch,
                "method": cfg["method"], "config": cfg}, path)


def extract_backbone_state(state_dict):
    """Pull the backbone weights out of a full pretraining state_dict (SimCLR or BYOL, DDP or not)."""
    out = {}
    for key, value in state_dict.items():
        key = key.lstrip("module.")
        for prefix in BACKBONE_PREFIXES:
            if key.startswith(prefix):
                out[key[len(prefix):]] = value
                break
    return out


def load_backbone(backbone, path):
    ckpt = torch.load(path, map_location="cpu", weights_only=False)
    state = ckpt.get("model", ckpt)
    weights = extract_backbone_state(state)
    if not weights:
        sample = ", ".join(list(state)[:3])
        raise KeyError(f"no backbone weights found in {path} (first keys: {sample})")
    backbone.load_state_dict(weights, strict=True)
    return ckpt.get("epoch"), ckpt.get("method")
