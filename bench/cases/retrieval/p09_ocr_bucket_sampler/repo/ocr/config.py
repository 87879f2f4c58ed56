"""Defaults and sanity checks for the YAML configs."""
import copy

DEFAULTS = {
    "seed": 0,
    "data": {"charset": "0123456789", "num_train": 2000, "num_val": 200, "min_chars": 2,
             "max_chars": 10, "height": 16, "bucket_width": 16, "batch_size": 32,
             "drop_last": False, "noise": 0.0},
    "model": {"name": "crnn", "hidden": 64, "channels": 32},
    "train": {"epochs": 10, "lr": 1e-3, "clip": 5.0, "log_every": 0},
}


def with_defaults(cfg):
    out = copy.deepcopy(DEFAULTS)
    for section, values in (cfg or {}).items():
        if isinstance(values, dict):
            out.setdefault(section, {}).update(values)
        else:
            out[section] = values
    return out


def check(cfg):
    d = cfg["data"]
    if d["height"] % 4:
        raise ValueError("data.height must be a multiple of 4 (two 2x poolings in the CRNN)")
    if d["min_chars"] > d["max_chars"]:
        raise ValueError("data.min_chars > data.max_chars")
    if d["batch_size"] < 1:
        raise ValueError("data.batch_size must be positive")
    if d["bucket_width"] < 1:
        raise ValueError("data.bucket_width must be positive")
    unknown = set(d["charset"]) - set("0123456789-. ")
    if unknown:
        raise ValueError(f"no glyphs for characters {sorted(unknown)}")
    return cfg
