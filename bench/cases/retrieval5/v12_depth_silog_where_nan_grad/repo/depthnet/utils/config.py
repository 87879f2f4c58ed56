"""YAML configuration loading for depthnet.

Configs may inherit from another file with a top-level ``_base_`` key and
can be overridden from the command line with ``key.sub=value`` pairs.
"""
import copy
import os

import yaml


class Config(dict):
    """A dict with attribute access; nested dicts are wrapped on access."""

    def __getattr__(self, name):
        try:
            value = self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc
        if isinstance(value, dict) and not isinstance(value, Config):
            value = Config(value)
            self[name] = value
        return value

    def __setattr__(self, name, value):
        self[name] = value

    def get_path(self, dotted, default=None):
        node = self
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return node

    def to_dict(self):
        return copy.deepcopy(dict(self))


def _merge(base, update):
    out = copy.deepcopy(base)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _parse_value(text):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(cfg, overrides):
    """Apply ``a.b.c=value`` style overrides in place."""
    for item in overrides or ():
        if "=" not in item:
            raise ValueError(f"override must look like key=value, got {item!r}")
        key, raw = item.split("=", 1)
        node = cfg
        parts = key.strip().split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = _parse_value(raw)
    return cfg


def load_config(path, overrides=None):
    with open(path, "r", encoding="utf-8") as fh:
        raw = yaml.safe_load(fh) or {}
    base_name = raw.pop("_base_", None)
    if base_name:
        base_path = os.path.join(os.path.dirname(path), base_name)
        base = load_config(base_path).to_dict()
        raw = _merge(base, raw)
    cfg = Config(raw)
    apply_overrides(cfg, overrides)
    return cfg
