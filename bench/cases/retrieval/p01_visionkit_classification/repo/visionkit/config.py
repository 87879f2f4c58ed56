"""YAML config loading with `base:` inheritance and dotted command-line overrides."""
import copy
import os

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"name": "patterns", "num_train": 2000, "num_val": 500, "image_size": 16,
             "num_classes": 10, "batch_size": 64, "noise": 0.3, "augment": True, "mixup": 0.0},
    "model": {"name": "resnet_tiny", "width": 16, "dropout": 0.0},
    "loss": {"name": "cross_entropy"},
    "optim": {"name": "sgd", "lr": 0.05, "momentum": 0.9, "weight_decay": 5e-4, "nesterov": False},
    "sched": {"name": "cosine", "warmup_epochs": 0},
    "train": {"epochs": 10, "log_every": 20, "out_dir": "runs/default", "amp": False},
}


def deep_update(base, upd):
    out = copy.deepcopy(base)
    for k, v in (upd or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_update(out[k], v)
        else:
            out[k] = v
    return out


def _parse_value(text):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(cfg, overrides):
    """Apply ["optim.lr=0.1", "train.epochs=3"] style overrides in place."""
    for item in overrides or []:
        if "=" not in item:
            raise ValueError(f"override {item!r} must look like key.sub=value")
        key, val = item.split("=", 1)
        node = cfg
        parts = key.strip().split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(val)
    return cfg


def load_config(path=None, overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            user = yaml.safe_load(f) or {}
        base = user.pop("base", None)
        if base:
            base_path = os.path.join(os.path.dirname(path), base)
            cfg = load_config(base_path)
        cfg = deep_update(cfg, user)
    return apply_overrides(cfg, overrides)
