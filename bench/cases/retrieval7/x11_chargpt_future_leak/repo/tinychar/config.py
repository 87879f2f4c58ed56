"""Config loading: YAML file merged over defaults."""
import copy
import yaml

DEFAULTS = {
    "seed": 1337,
    "data": {"n_sentences": 2000, "val_fraction": 0.1},
    "model": {"block_size": 32, "n_layer": 2, "n_head": 2, "n_embd": 64,
              "dropout": 0.0, "local_window": None},
    "train": {"batch_size": 32, "max_steps": 300, "lr": 3e-3, "warmup_steps": 20,
              "weight_decay": 0.01, "grad_clip": 1.0, "eval_every": 100, "eval_batches": 10},
    "sample": {"max_new_tokens": 80, "temperature": 1.0, "top_k": None, "top_p": None},
}


def merge(base, new):
    out = copy.deepcopy(base)
    for k, v in (new or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


def load_config(path=None, **overrides):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            cfg = merge(cfg, yaml.safe_load(f))
    return merge(cfg, overrides)
