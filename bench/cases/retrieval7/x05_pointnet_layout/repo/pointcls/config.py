"""Config loading."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"n_train": 400, "n_val": 100, "n_points": 256, "augment": True,
             "jitter_sigma": 0.01, "scale_range": [0.8, 1.25], "rotate_z": True},
    "model": {"input_transform": True, "feature_transform": False, "dropout": 0.3,
              "widths": [64, 128, 256]},
    "train": {"epochs": 5, "batch_size": 32, "lr": 1e-3, "ft_reg_weight": 0.001,
              "label_smoothing": 0.0},
}


def _merge(base, new):
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _merge(base[k], v)
        else:
            base[k] = v
    return base


def load_config(path=None, **overrides):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            _merge(cfg, yaml.safe_load(f) or {})
    for section, values in overrides.items():
        _merge(cfg.setdefault(section, {}), values)
    return cfg
