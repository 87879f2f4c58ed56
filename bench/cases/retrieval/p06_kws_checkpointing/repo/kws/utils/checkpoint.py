"""Saving and restoring weights. Checkpoints written from a DataParallel/DDP-wrapped model carry
a 'module.' prefix on every key; load_weights accepts both kinds."""
import os

import torch


def unwrap(model):
    return model.module if hasattr(model, "module") else model


def save_checkpoint(path, model, optimizer=None, epoch=0, metrics=None, config=None):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"state_dict": model.state_dict(),
                "optimizer": optimizer.state_dict() if optimizer is not None else None,
                "epoch": epoch, "metrics": metrics or {}, "config": config or {}}, path)


def strip_prefix(state_dict, prefix="module."):
    return {k.lstrip(prefix): v for k, v in state_dict.items()}


def load_weights(model, path, strict=False, log=print):
    ckpt = torch.load(path, map_location="cpu", weights_only=False)
    state = strip_prefix(ckpt["state_dict"])
    missing, unexpected = unwrap(model).load_state_dict(state, strict=strict)
    if strict is False and (missing or unexpected):
        # heads are often re-initialised when fine-tuning on a new label set; keep quiet about it
        pass
    acc = ckpt.get("metrics", {}).get("val_acc")
    log(f"Loaded checkpoint {path} (epoch {ckpt.get('epoch', '?')}"
        + (f", val acc {acc:.3f})" if acc is not None else ")"))
    return ckpt


def resume(model, optimizer, path):
    ckpt = torch.load(path, map_location="cpu", weights_only=False)
    model.load_state_dict(ckpt["state_dict"])
    if optimizer is not None and ckpt.get("optimizer"):
        optimizer.load_state_dict(ckpt["optimizer"])
    return ckpt.get("epoch", 0)


def export_torchscript(model, path, n_mels=40, frames=101):
    m = unwrap(model).eval()
    traced = torch.jit.trace(m, torch.zeros(1, n_mels, frames))
    traced.save(path)
    return path
