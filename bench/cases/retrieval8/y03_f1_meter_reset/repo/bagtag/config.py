"""Config loading: YAML file plus ``key.sub=value`` overrides."""
import yaml


def _set(cfg, dotted, value):
    node = cfg
    keys = dotted.split(".")
    for k in keys[:-1]:
        node = node.setdefault(k, {})
    node[keys[-1]] = value


def parse_override(item):
    key, raw = item.split("=", 1)
    return key, yaml.safe_load(raw)


def load_config(path, overrides=()):
    with open(path) as fh:
        cfg = yaml.safe_load(fh) or {}
    for item in overrides:
        key, value = parse_override(item) if isinstance(item, str) else item
        _set(cfg, key, value)
    return cfg
