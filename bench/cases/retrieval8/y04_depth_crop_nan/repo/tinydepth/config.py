"""YAML config loading with `_base_` inheritance and dotted overrides."""
import copy
import os

import yaml


class Config(dict):
    """Dictionary with attribute access (recursively)."""

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError as exc:
            raise AttributeError(key) from exc

    def __setattr__(self, key, value):
        self[key] = value

    @classmethod
    def wrap(cls, obj):
        if isinstance(obj, dict):
            return cls({k: cls.wrap(v) for k, v in obj.items()})
        if isinstance(obj, list):
            return [cls.wrap(v) for v in obj]
        return obj


def _merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _parse_value(text):
    return yaml.safe_load(text)


def load_config(path, overrides=None):
    with open(path, "r") as fh:
        raw = yaml.safe_load(fh) or {}
    base_name = raw.pop("_base_", None)
    if base_name is not None:
        base_path = os.path.join(os.path.dirname(path), base_name)
        with open(base_path, "r") as fh:
            base = yaml.safe_load(fh) or {}
        raw = _merge(base, raw)
    for item in overrides or []:
        key, _, value = item.partition("=")
        node = raw
        parts = key.split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = _parse_value(value)
    return Config.wrap(raw)
