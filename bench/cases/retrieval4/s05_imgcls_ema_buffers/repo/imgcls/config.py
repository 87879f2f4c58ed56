import yaml


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    base = cfg.pop("_base_", None)
    if base:
        import os
        parent = load_config(os.path.join(os.path.dirname(path), base))
        parent.update({k: ({**parent.get(k, {}), **v} if isinstance(v, dict) else v) for k, v in cfg.items()})
        cfg = parent
    for ov in overrides:
        k, v = ov.split("=", 1)
        sect, key = k.split(".", 1)
        cfg.setdefault(sect, {})[key] = yaml.safe_load(v)
    return cfg
