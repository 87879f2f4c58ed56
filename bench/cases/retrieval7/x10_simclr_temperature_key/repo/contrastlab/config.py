"""YAML config loader with ``key.sub=value`` overrides."""
import yaml


def _set(cfg, dotted, value):
    node = cfg
    keys = dotted.split(".")
    for k in keys[:-1]:
        node = node.setdefault(k, {})
    node[keys[-1]] = yaml.safe_load(value)


def load_config(path, overrides=()):
    with open(path) as f:
        cfg = yaml.safe_load(f) or {}
    for item in overrides:
        key, _, value = item.partition("=")
        _set(cfg, key.strip(), value.strip())
    return cfg
