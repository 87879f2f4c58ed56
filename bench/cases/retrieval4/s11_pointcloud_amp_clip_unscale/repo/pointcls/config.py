import yaml

TRAIN_DEFAULTS = {"amp": False, "grad_clip": 0.0, "label_smoothing": 0.0, "workers": 4, "log_every": 50}


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg["train"] = {**TRAIN_DEFAULTS, **cfg.get("train", {})}
    for ov in overrides:
        k, v = ov.split("=", 1)
        sec, key = k.split(".", 1)
        cfg[sec][key] = yaml.safe_load(v)
    return cfg
