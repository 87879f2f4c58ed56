import copy

import yaml


def set_by_path(cfg, dotted, value):
    *parents, leaf = dotted.split(".")
    node = cfg
    for p in parents:
        node = node.setdefault(p, {})
    node[leaf] = value


def load_config(path, overrides=()):
    """Load a YAML config and apply `a.b=value` overrides (values parsed as YAML)."""
    with open(path) as f:
        cfg = yaml.safe_load(f) or {}
    cfg = copy.deepcopy(cfg)
    for item in overrides:
        key, sep, raw = item.partition("=")
        if not sep:
            raise ValueError(f"override {item!r} must look like key=value")
        set_by_path(cfg, key.strip(), yaml.safe_load(raw))
    return cfg
