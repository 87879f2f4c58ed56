import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"num_nodes": 600, "num_classes": 5, "num_features": 32,
             "p_in": 0.04, "p_out": 0.004, "feature_noise": 2.0,
             "train_per_class": 10, "val_size": 150,
             "transform": "standardize"},
    "model": {"layer": "gcn", "hidden": 32, "num_layers": 2, "dropout": 0.5,
              "heads": 4, "attn_dropout": 0.0, "drop_edge": 0.0},
    "optim": {"lr": 0.01, "weight_decay": 5e-4},
    "train": {"epochs": 200, "patience": 50, "label_smoothing": 0.0},
}


def _merge(base, upd):
    out = copy.deepcopy(base)
    for k, v in (upd or {}).items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def split_data_cfg(cfg):
    """Keyword arguments for make_sbm_graph (everything except the transform)."""
    return {k: v for k, v in cfg["data"].items() if k != "transform"}


def load_config(path=None, **overrides):
    cfg = DEFAULTS
    if path:
        with open(path) as fh:
            cfg = _merge(cfg, yaml.safe_load(fh))
    return _merge(cfg, overrides)
