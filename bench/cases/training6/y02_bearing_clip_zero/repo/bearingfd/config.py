"""YAML config loading with dotted command-line overrides (--set a.b=c)."""
import copy

import yaml


class Config(dict):
    """dict with attribute access for nested sections."""

    def __getattr__(self, key):
        try:
            value = self[key]
        except KeyError as e:
            raise AttributeError(key) from e
        return Config(value) if isinstance(value, dict) else value

    def __setattr__(self, key, value):
        self[key] = value


def _parse_value(text):
    return yaml.safe_load(text)


def apply_overrides(cfg, overrides):
    cfg = copy.deepcopy(cfg)
    for item in overrides or []:
        key, _, raw = item.partition("=")
        node = cfg
        *parents, leaf = key.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = _parse_value(raw)
    return cfg


def load_config(path, overrides=None):
    with open(path) as f:
        raw = yaml.safe_load(f)
    return Config(apply_overrides(raw, overrides))
