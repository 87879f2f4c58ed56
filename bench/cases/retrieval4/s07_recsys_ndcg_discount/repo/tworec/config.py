import yaml

DEFAULT_EVAL = {"protocol": "full", "ks": [10, 20], "batch_users": 1024}


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg["eval"] = {**DEFAULT_EVAL, **cfg.get("eval", {})}
    cfg.setdefault("seed", 2024)
    return cfg
