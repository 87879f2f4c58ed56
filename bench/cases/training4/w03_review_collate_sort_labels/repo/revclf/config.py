import copy
import json

DEFAULTS = {
    "seed": 13,
    "data": {"n_train": 100000, "n_val": 10000, "min_len": 6, "max_len": 80},
    "model": {"emb_dim": 64, "hidden": 128, "layers": 1, "bidirectional": True, "dropout": 0.2},
    "train": {"epochs": 30, "batch_size": 64, "lr": 0.002, "clip": 1.0},
}


def _merge(base, over):
    out = dict(base)
    for k, v in over.items():
        out[k] = _merge(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
    return out


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            cfg = _merge(cfg, json.load(f))
    for item in overrides:  # "train.epochs=3"
        key, val = item.split("=", 1)
        *parents, leaf = key.split(".")
        node = cfg
        for p in parents:
            node = node[p]
        node[leaf] = json.loads(val)
    return cfg
