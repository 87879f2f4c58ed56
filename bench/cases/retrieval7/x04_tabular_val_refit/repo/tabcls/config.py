"""YAML config loading with dotted overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {
        "n_rows": 4000,
        "val_fraction": 0.2,
        "n_categorical": 3,
        "n_levels": 20,
        "n_numeric": 4,
        "n_classes": 3,
        "numeric_scaler": "standard",
    },
    "model": {"hidden": [128, 64], "dropout": 0.1, "emb_max_dim": 16, "emb_dropout": 0.0},
    "train": {"epochs": 10, "batch_size": 128, "lr": 3e-3, "weight_decay": 1e-5,
              "scheduler": "cosine", "label_smoothing": 0.0, "log_every": 1},
}


def _deep_update(base, new):
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _deep_update(base[k], v)
        else:
            base[k] = v
    return base


def _parse_value(text):
    return yaml.safe_load(text)


def load_config(path=None, overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path is not None:
        with open(path) as f:
            _deep_update(cfg, yaml.safe_load(f) or {})
    for item in overrides or []:
        key, value = item.split("=", 1)
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return cfg
