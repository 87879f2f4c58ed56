import copy
import json

DEFAULTS = {
    "simulation": {"n_samples": 100000, "channels": ["vibration", "temperature", "pressure", "flow"],
                   "anomaly_rate": 0.002, "seed": 0},
    "windows": {"length": 128, "stride": 16},
    "model": {"hidden": [32, 64], "latent": 16},
    "training": {"epochs": 10, "batch_size": 64, "lr": 1e-3, "log_every": 100},
    "output_dir": "runs/default",
}


def _merge(base, new):
    out = copy.deepcopy(base)
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def load(path=None, overrides=None):
    cfg = DEFAULTS
    if path:
        with open(path) as f:
            cfg = _merge(cfg, json.load(f))
    if overrides:
        cfg = _merge(cfg, overrides)
    return cfg
