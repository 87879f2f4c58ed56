import copy
import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"train": "", "val": "", "max_len": 256, "min_freq": 2, "max_vocab": 30000, "labels": ["neg", "pos"]},
    "transforms": {"lowercase": True, "strip_html": True, "token_dropout": 0.0},
    "model": {"name": "textcnn", "embed_dim": 128, "dropout": 0.3},
    "loss": {"name": "ce", "label_smoothing": 0.0},
    "train": {"epochs": 10, "batch_size": 32, "lr": 1e-3, "weight_decay": 0.0, "out_dir": "runs/default"},
}


def _merge(base, upd):
    for k, v in upd.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _merge(base[k], v)
        else:
            base[k] = v
    return base


def load_config(path, overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    with open(path) as f:
        _merge(cfg, yaml.safe_load(f) or {})
    for item in overrides or []:
        key, val = item.split("=", 1)
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = yaml.safe_load(val)
    return cfg
