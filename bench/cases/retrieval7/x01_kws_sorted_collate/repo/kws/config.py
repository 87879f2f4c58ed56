"""YAML config loading with defaults and dotted overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "num_threads": 1,
    "data": {
        "num_keywords": 8,
        "train_per_class": 64,
        "val_per_class": 16,
        "sample_rate": 8000,
        "min_dur": 0.35,
        "max_dur": 0.9,
        "noise_std": 0.05,
        "n_mels": 24,
        "n_mfcc": 13,
        "deltas": True,
        "max_frames": 96,
        "collate": "fixed",
        "batch_size": 32,
    },
    "augment": {"time_mask": 0, "freq_mask": 0, "noise": 0.0},
    "model": {"name": "cnn", "hidden": 64, "layers": 2, "dropout": 0.1},
    "optim": {"name": "adam", "lr": 1e-3, "weight_decay": 0.0,
              "schedule": "cosine", "warmup_epochs": 0},
    "train": {"epochs": 10, "label_smoothing": 0.0, "loss": "ce",
              "grad_clip": 5.0, "out_dir": "runs/default"},
}


def _merge(base, override):
    out = copy.deepcopy(base)
    for k, v in (override or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def apply_overrides(cfg, overrides):
    """Apply `a.b.c=value` strings (value parsed as YAML)."""
    for item in overrides or []:
        key, _, raw = item.partition("=")
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = yaml.safe_load(raw)
    return cfg


def load_config(path=None, overrides=None):
    user = {}
    if path is not None:
        with open(path) as fh:
            user = yaml.safe_load(fh) or {}
    cfg = _merge(DEFAULTS, user)
    return apply_overrides(cfg, overrides)
