import copy
import os

import yaml

DEFAULTS = {
    "seed": 42,
    "data": {"length": 1500, "channels": 4, "noise": 0.1, "context": 48,
             "horizon": 12, "stride": 1, "split": [0.7, 0.15, 0.15],
             "scaler": "standard", "batch_size": 64},
    "model": {"name": "encoder", "d_model": 32, "n_heads": 4, "n_layers": 2,
              "d_ff": 64, "dropout": 0.1, "local_window": None,
              "pos_encoding": "sinusoidal"},
    "optim": {"lr": 1e-3, "weight_decay": 1e-4, "warmup_steps": 0,
              "schedule": "cosine"},
    "train": {"epochs": 5, "loss": "mse", "huber_delta": 1.0, "grad_clip": 1.0,
              "log_every": 5, "out_dir": None},
}


def _deep_update(base, upd):
    for k, v in upd.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _deep_update(base[k], v)
        else:
            base[k] = v
    return base


def load_config(path=None, overrides=None):
    cfg = copy.deepcopy(DEFAULTS)
    if path and os.path.exists(path):
        with open(path) as fh:
            _deep_update(cfg, yaml.safe_load(fh) or {})
    return _deep_update(cfg, overrides or {})
