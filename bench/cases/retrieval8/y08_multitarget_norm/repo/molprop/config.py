"""YAML configuration with defaults and ``a.b=value`` overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"num_train": 1000, "num_val": 200, "min_atoms": 6, "max_atoms": 18,
             "ring_prob": 0.3, "targets": ["energy", "dipole", "gap"], "target_norm": "standard"},
    "model": {"hidden": 64, "num_layers": 3, "readout": "sum_mean", "dropout": 0.0},
    "train": {"epochs": 30, "batch_size": 64, "lr": 1e-3, "weight_decay": 0.0,
              "loss": "mse", "log_every": 5},
}


def deep_update(base, upd):
    out = copy.deepcopy(base)
    for k, v in (upd or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_update(out[k], v)
        else:
            out[k] = v
    return out


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as fh:
            cfg = deep_update(cfg, yaml.safe_load(fh) or {})
    for ov in overrides:
        key, _, val = ov.partition("=")
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = yaml.safe_load(val)
    return cfg
