"""YAML configuration with defaults."""

import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"n_days": 730, "months": list(range(1, 13)), "window": 48, "stride": 4,
             "horizon": 1, "val_fraction": 0.2, "batch_size": 64},
    "model": {"channels": [32, 32, 32, 32], "kernel_size": 3, "dropout": 0.1},
    "loss": {"name": "cross_entropy", "class_weighting": "inverse", "focal_gamma": 2.0},
    "train": {"epochs": 5, "lr": 2e-3, "weight_decay": 1e-4, "grad_clip": 1.0},
}


def _deep_update(base, new):
    for key, value in new.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            _deep_update(base[key], value)
        else:
            base[key] = value
    return base


def load_config(path=None, **overrides):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as fh:
            _deep_update(cfg, yaml.safe_load(fh) or {})
    return _deep_update(cfg, overrides)
