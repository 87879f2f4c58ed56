"""Saving / loading model weights.

Weights trained under DataParallel / DistributedDataParallel carry a "module."
prefix on every key; it is removed on load so those files work with bare models.
"""
import logging
import os

import torch

logger = logging.getLogger(__name__)

WRAPPER_PREFIX = "module."


def add_prefix(state_dict, prefix=WRAPPER_PREFIX):
    return {prefix + k: v for k, v in state_dict.items()}


def strip_prefix(state_dict, prefix=WRAPPER_PREFIX):
    return {k.lstrip(prefix): v for k, v in state_dict.items()}


def save_weights(model, path, **extra):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"state_dict": model.state_dict(), **extra}, path)


def load_weights(model, path, strict=True):
    ckpt = torch.load(path, map_location="cpu")
    state = ckpt.get("state_dict", ckpt)
    state = strip_prefix(state)
    result = model.load_state_dict(state, strict=strict)
    if result.missing_keys or result.unexpected_keys:
        logger.debug("missing keys: %s; unexpected keys: %s",
                     result.missing_keys, result.unexpected_keys)
    return ckpt
