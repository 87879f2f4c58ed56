"""YAML config loading with dotted overrides."""
import copy

import yaml

_DEFAULTS = {
    "seed": 0,
    "out_dir": "runs/default",
    "data": {"charset": "abcdefghijklmnopqrstuvwxyz", "num_train": 1000, "num_val": 200,
             "min_len": 3, "max_len": 8, "double_prob": 0.2, "glyph_height": 16,
             "glyph_width": 8, "max_gap": 2, "noise": 0.05, "glyph_seed": 1234},
    "model": {"channels": [16, 32, 64], "hidden": 64, "num_layers": 1, "dropout": 0.0},
    "train": {"epochs": 5, "batch_size": 32, "lr": 1e-3, "weight_decay": 0.0,
              "grad_clip": 5.0, "log_every": 50},
    "eval": {"batch_size": 64},
}


def _merge(base, upd):
    out = copy.deepcopy(base)
    for k, v in (upd or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def apply_overrides(cfg, overrides):
    """Apply ``key.sub=value`` strings; values are parsed as YAML scalars."""
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
    cfg = _merge(_DEFAULTS, user)
    return apply_overrides(cfg, overrides)
