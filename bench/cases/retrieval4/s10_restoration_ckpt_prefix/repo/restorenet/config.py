import yaml


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg.setdefault("seed", 0)
    cfg.setdefault("resume", "")
    cfg["train"].setdefault("val_every", 1)
    return cfg
