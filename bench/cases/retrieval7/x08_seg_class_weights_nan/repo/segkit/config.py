import copy

import yaml

_REQUIRED = ("data", "model", "loss", "train")


def _deep_update(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            _deep_update(dst[k], v)
        else:
            dst[k] = v
    return dst


def load_config(path, overrides=None):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    missing = [k for k in _REQUIRED if k not in cfg]
    if missing:
        raise KeyError(f"config {path} is missing sections: {missing}")
    cfg = copy.deepcopy(cfg)
    for item in overrides or []:
        key, _, val = item.partition("=")
        *parents, leaf = key.split(".")
        node = cfg
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = yaml.safe_load(val)
    return cfg


def merge(cfg, updates):
    return _deep_update(copy.deepcopy(cfg), updates)
