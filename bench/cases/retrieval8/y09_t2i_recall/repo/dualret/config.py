"""Config loading: YAML file merged over defaults, then CLI overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"num_train_images": 1000, "num_val_images": 200, "captions_per_image": 5,
             "image_size": 16, "noise": 0.1, "max_len": 10},
    "model": {"embed_dim": 32, "image_channels": [16, 32], "text_encoder": "gru",
              "word_dim": 32, "init_temperature": 0.07},
    "loss": {"symmetric": True},
    "train": {"epochs": 10, "batch_size": 64, "lr": 1e-3, "weight_decay": 0.0, "eval_every": 1},
    "eval": {"ks": [1, 5, 10]},
}


def _merge(a, b):
    out = copy.deepcopy(a)
    for k, v in (b or {}).items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as fh:
            cfg = _merge(cfg, yaml.safe_load(fh))
    for item in overrides:
        key, _, raw = item.partition("=")
        *head, leaf = key.split(".")
        node = cfg
        for h in head:
            node = node[h]
        node[leaf] = yaml.safe_load(raw)
    return cfg
