import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"source": "synthetic", "window": 64, "stride": 8, "train_frac": 0.6, "val_frac": 0.15},
    "training": {"epochs": 10, "batch_size": 64, "lr": 1e-3, "clip": 0.0},
    "detector": {"k_sigma": 3.0, "score": "mean"},
    "output_dir": "outputs/run",
}


def merge(a, b):
    out = copy.deepcopy(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def validate(cfg):
    d = cfg["data"]
    if d["train_frac"] + d["val_frac"] >= 1.0:
        raise ValueError("data.train_frac + data.val_frac must leave room for a test segment")
    if d["stride"] < 1 or d["stride"] > d["window"]:
        raise ValueError("data.stride must be in [1, window]")
    if cfg["detector"]["score"] not in ("mean", "max", "p95"):
        raise ValueError(f"detector.score must be mean/max/p95, got {cfg['detector']['score']!r}")
    return cfg


def load(path, dotlist=()):
    with open(path) as fh:
        cfg = merge(DEFAULTS, yaml.safe_load(fh) or {})
    for item in dotlist:
        key, val = item.split("=", 1)
        sub = {}
        node = sub
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = yaml.safe_load(val)
        cfg = merge(cfg, sub)
    return validate(cfg)
