import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "batching": {"batch_size": 16, "sort_within_batch": True, "num_workers": 0},
    "specaug": {"freq_masks": 2, "freq_width": 8, "time_masks": 2, "time_width": 20},
    "optim": {"lr": 1e-3, "warmup": 500, "epochs": 20, "grad_clip": 5.0},
    "ctc": {"zero_infinity": True},
}


def check(cfg):
    d = cfg["data"]
    if " " not in d["alphabet"]:
        raise ValueError("data.alphabet must contain the space character")
    if bool(d.get("train_manifest")) != bool(d.get("valid_manifest")):
        raise ValueError("set both data.train_manifest and data.valid_manifest, or neither")
    arch = cfg["model"]["arch"]
    if arch == "blstm" and not cfg["batching"].get("sort_within_batch", True):
        raise ValueError("the blstm encoder packs sequences and needs batching.sort_within_batch: true")
    return cfg


def load_config(path, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    with open(path) as fh:
        user = yaml.safe_load(fh)
    for section, values in user.items():
        if isinstance(values, dict) and isinstance(cfg.get(section), dict):
            cfg[section].update(values)
        else:
            cfg[section] = values
    for item in overrides:
        key, value = item.split("=", 1)
        section, _, name = key.partition(".")
        if name:
            cfg.setdefault(section, {})[name] = yaml.safe_load(value)
        else:
            cfg[section] = yaml.safe_load(value)
    return check(cfg)
