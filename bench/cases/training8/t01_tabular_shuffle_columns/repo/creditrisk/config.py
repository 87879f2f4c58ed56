"""YAML config loading with ``a.b.c=value`` command-line overrides."""
import copy

import yaml


class Config(dict):
    """dict with attribute access (recursively)."""

    def __getattr__(self, name):
        try:
            value = self[name]
        except KeyError as e:
            raise AttributeError(name) from e
        return Config(value) if isinstance(value, dict) and not isinstance(value, Config) else value

    def __setattr__(self, name, value):
        self[name] = value


def _to_config(obj):
    if isinstance(obj, dict):
        return Config({k: _to_config(v) for k, v in obj.items()})
    return obj


def apply_overrides(cfg, overrides):
    cfg = copy.deepcopy(cfg)
    for item in overrides or []:
        if "=" not in item:
            raise ValueError(f"override must look like key.sub=value, got {item!r}")
        key, raw = item.split("=", 1)
        value = yaml.safe_load(raw)
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, Config())
        node[parts[-1]] = _to_config(value)
    return cfg


def load_config(path, overrides=None):
    with open(path, encoding="utf-8") as f:
        cfg = _to_config(yaml.safe_load(f))
    return apply_overrides(cfg, overrides)
