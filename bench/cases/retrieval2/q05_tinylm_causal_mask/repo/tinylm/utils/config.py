import copy

import yaml

_DEFAULTS = {
    "seed": 0,
    "data": {"tokenizer": "char", "val_frac": 0.1, "block_size": 128},
    "model": {"n_layer": 4, "n_head": 4, "n_embd": 128, "dropout": 0.1, "attn_impl": "manual", "tie_weights": True},
    "train": {"batch_size": 32, "max_steps": 1000, "lr": 6e-4, "min_lr": 6e-5, "warmup_steps": 100,
              "weight_decay": 0.1, "grad_clip": 1.0, "eval_every": 250, "eval_batches": 20},
}


def _deep_update(dst, src):
    for k, v in src.items():
        if isinstance(v, dict) and isinstance(dst.get(k), dict):
            _deep_update(dst[k], v)
        else:
            dst[k] = v
    return dst


def validate(cfg):
    m = cfg["model"]
    if m["n_embd"] % m["n_head"]:
        raise ValueError(f"n_embd={m['n_embd']} not divisible by n_head={m['n_head']}")
    if m["attn_impl"] not in ("manual", "sdpa"):
        raise ValueError(f"model.attn_impl must be manual or sdpa, got {m['attn_impl']!r}")
    t = cfg["train"]
    if t["warmup_steps"] >= t["max_steps"]:
        raise ValueError("warmup_steps must be smaller than max_steps")
    return cfg


def load_config(path, overrides=()):
    cfg = copy.deepcopy(_DEFAULTS)
    with open(path) as fh:
        _deep_update(cfg, yaml.safe_load(fh) or {})
    for ov in overrides:
        key, val = ov.split("=", 1)
        *head, last = key.split(".")
        node = cfg
        for h in head:
            node = node[h]
        node[last] = yaml.safe_load(val)
    return validate(cfg)
