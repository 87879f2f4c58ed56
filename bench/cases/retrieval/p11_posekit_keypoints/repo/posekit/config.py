import copy

import yaml

DEFAULTS = {
    "data": {"num_train": 1000, "num_val": 200, "height": 48, "width": 64, "heatmap_stride": 4,
             "sigma": 1.5, "augment": {"hflip": 0.0, "rotate": 0.0, "scale": [1.0, 1.0],
                                       "brightness": 0.0}},
    "model": {"name": "simple_baseline", "channels": 32},
    "train": {"epochs": 10, "batch_size": 32, "lr": 2e-3},
    "eval": {"pck_threshold": 0.1, "flip_test": False},
}


def merge(a, b):
    out = copy.deepcopy(a)
    for k, v in (b or {}).items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def load(path):
    with open(path) as f:
        cfg = merge(DEFAULTS, yaml.safe_load(f))
    d = cfg["data"]
    if d["height"] % d["heatmap_stride"] or d["width"] % d["heatmap_stride"]:
        raise ValueError("image size must be divisible by heatmap_stride")
    lo, hi = d["augment"]["scale"]
    if not 0 < lo <= hi:
        raise ValueError("augment.scale must be [low, high] with 0 < low <= high")
    if not 0.0 <= d["augment"]["hflip"] <= 1.0:
        raise ValueError("augment.hflip is a probability")
    return cfg
