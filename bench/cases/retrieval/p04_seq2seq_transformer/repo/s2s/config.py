import copy

import yaml

DEFAULT = {
    "task": "reverse",
    "data": {"min_len": 3, "max_len": 12, "num_train": 4000, "num_val": 300, "vocab_digits": 10},
    "model": {"d_model": 64, "heads": 4, "enc_layers": 2, "dec_layers": 2, "ffn_mult": 4,
              "dropout": 0.1, "norm": "layernorm", "tie_embeddings": True, "pre_norm": True},
    "train": {"batch_size": 64, "epochs": 8, "lr": 1e-3, "warmup_steps": 200,
              "label_smoothing": 0.0, "clip_norm": 1.0, "seed": 0, "log_every": 50},
}


def merge(a, b):
    out = copy.deepcopy(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def load(path=None, **sections):
    cfg = copy.deepcopy(DEFAULT)
    if path:
        with open(path) as f:
            cfg = merge(cfg, yaml.safe_load(f) or {})
    for name, upd in sections.items():
        cfg = merge(cfg, {name: upd})
    return cfg
