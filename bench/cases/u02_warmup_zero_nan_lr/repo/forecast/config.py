"""YAML config with `section.key=value` command-line overrides."""
import copy

import yaml


def _parse_value(text):
    for cast in (int, float):  # yaml reads "3e-4" as a string
        try:
            return cast(text)
        except ValueError:
            pass
    return yaml.safe_load(text)


def apply_overrides(cfg, overrides):
    cfg = copy.deepcopy(cfg)
    for item in overrides or []:
        key, _, value = item.partition("=")
        node = cfg
        *parents, leaf = key.strip().split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = _parse_value(value)
    return cfg


def load_config(path, overrides=None):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    return apply_overrides(cfg, overrides)
