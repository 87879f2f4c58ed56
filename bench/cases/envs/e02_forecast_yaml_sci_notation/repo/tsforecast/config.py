"""YAML configs: configs/default.yaml, overlaid with a user file and `--set a.b=value` overrides."""
import copy
import os

import yaml

DEFAULT_CONFIG = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                              "configs", "default.yaml")


def deep_update(base, new):
    for key, value in new.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            deep_update(base[key], value)
        else:
            base[key] = value
    return base


def parse_override(text):
    """'optim.lr=0.01' -> (['optim', 'lr'], 0.01); the value is parsed as YAML."""
    key, _, raw = text.partition("=")
    if not key or not _:
        raise ValueError(f"override must look like key.sub=value, got {text!r}")
    return key.split("."), yaml.safe_load(raw)


def load_config(path=None, overrides=()):
    with open(DEFAULT_CONFIG) as f:
        cfg = yaml.safe_load(f)
    if path and os.path.abspath(path) != DEFAULT_CONFIG:
        with open(path) as f:
            deep_update(cfg, yaml.safe_load(f) or {})
    for text in overrides:
        keys, value = parse_override(text)
        node = cfg
        for k in keys[:-1]:
            node = node.setdefault(k, {})
        node[keys[-1]] = value
    return copy.deepcopy(cfg)
