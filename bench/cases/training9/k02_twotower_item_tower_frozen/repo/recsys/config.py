import json
import os

DEFAULTS = {
    "num_users": 600, "num_items": 400, "num_item_features": 16, "latent_dim": 8,
    "interactions_per_user": 20, "embedding_dim": 32, "hidden_dim": 64, "temperature": 0.1,
    "batch_size": 256, "epochs": 8, "lr": 3e-3, "weight_decay": 0.0, "eval_k": 10, "seed": 7,
}


class Config(dict):
    __getattr__ = dict.__getitem__


def load_config(path=None, **overrides):
    cfg = dict(DEFAULTS)
    if path and os.path.exists(path):
        with open(path) as f:
            cfg.update(json.load(f))
    cfg.update(overrides)
    return Config(cfg)
