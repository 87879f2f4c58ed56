"""YAML config with defaults and `a.b=c` overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"n_train": 3000, "n_val": 1000, "n_features": 16, "n_classes": 4,
             "clusters_per_class": 3, "noise": 2.0, "batch_size": 128},
    "teacher": {"hidden": [256, 256], "dropout": 0.1, "epochs": 10, "lr": 2e-3,
                "path": "runs/teacher.pt"},
    "student": {"hidden": [16], "dropout": 0.0},
    "distill": {"epochs": 10, "lr": 3e-3, "alpha": 0.9, "temperature": 4.0},
}


def _merge(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            _merge(dst[k], v)
        else:
            dst[k] = v
    return dst


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            _merge(cfg, yaml.safe_load(f) or {})
    for ov in overrides:
        key, val = ov.split("=", 1)
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = yaml.safe_load(val)
    return cfg
