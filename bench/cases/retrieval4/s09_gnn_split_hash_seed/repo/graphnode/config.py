import yaml


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for ov in overrides:
        key, val = ov.split("=", 1)
        node = cfg
        *head, last = key.split(".")
        for h in head:
            node = node.setdefault(h, {})
        node[last] = yaml.safe_load(val)
    cfg.setdefault("seed", 0)
    cfg.setdefault("deterministic", False)
    return cfg
