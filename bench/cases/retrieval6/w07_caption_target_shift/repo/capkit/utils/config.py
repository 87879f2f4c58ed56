"""YAML config loading with ``_base_`` inheritance and ``key=value`` overrides.

A config file may list one or more parent files under ``_base_`` (paths are
relative to the file itself).  Parents are merged first, in order, and the
child's own keys are merged on top.  A mapping that contains ``_delete_: true``
replaces the inherited mapping instead of being merged into it.
"""
import copy
import os

import yaml

BASE_KEY = "_base_"
DELETE_KEY = "_delete_"


class Config(dict):
    """A ``dict`` with attribute access for nested configs."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value

    def __deepcopy__(self, memo):
        return Config.wrap(copy.deepcopy(dict(self), memo))

    @staticmethod
    def wrap(obj):
        if isinstance(obj, dict):
            return Config({k: Config.wrap(v) for k, v in obj.items()})
        if isinstance(obj, list):
            return [Config.wrap(v) for v in obj]
        return obj

    def to_dict(self):
        def unwrap(obj):
            if isinstance(obj, dict):
                return {k: unwrap(v) for k, v in obj.items()}
            if isinstance(obj, list):
                return [unwrap(v) for v in obj]
            return obj
        return unwrap(self)

    def get_path(self, dotted, default=None):
        node = self
        for part in dotted.split("."):
            if not isinstance(node, dict) or part not in node:
                return default
            node = node[part]
        return node

    def dump(self):
        return yaml.safe_dump(self.to_dict(), sort_keys=False)


def merge_dicts(base, override):
    """Recursively merge ``override`` into a copy of ``base``."""
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and value.get(DELETE_KEY, False):
            value = {k: v for k, v in value.items() if k != DELETE_KEY}
            out[key] = copy.deepcopy(value)
        elif isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge_dicts(out[key], value)
        else:
            out[key] = copy.deepcopy(value)
    return out


def _read_yaml(path):
    with open(path, "r", encoding="utf-8") as fh:
        data = yaml.safe_load(fh) or {}
    if not isinstance(data, dict):
        raise ValueError(f"config {path} must be a mapping, got {type(data).__name__}")
    return data


def _load_raw(path, _seen=None):
    path = os.path.abspath(path)
    _seen = set() if _seen is None else _seen
    if path in _seen:
        raise ValueError(f"circular _base_ reference at {path}")
    _seen.add(path)
    data = _read_yaml(path)
    bases = data.pop(BASE_KEY, [])
    if isinstance(bases, str):
        bases = [bases]
    merged = {}
    for base in bases:
        base_path = os.path.join(os.path.dirname(path), base)
        merged = merge_dicts(merged, _load_raw(base_path, _seen))
    return merge_dicts(merged, data)


def parse_value(text):
    """Parse a CLI override value with YAML semantics (``1e-3``, ``true``, ``[1,2]``)."""
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_overrides(cfg, overrides):
    """Apply ``a.b.c=value`` style overrides in place and return ``cfg``."""
    for item in overrides or []:
        if "=" not in item:
            raise ValueError(f"override '{item}' is not of the form key=value")
        key, raw = item.split("=", 1)
        node = cfg
        parts = key.strip().split(".")
        for part in parts[:-1]:
            if part not in node or not isinstance(node[part], dict):
                node[part] = Config()
            node = node[part]
        node[parts[-1]] = Config.wrap(parse_value(raw))
    return cfg


def load_config(path, overrides=None):
    cfg = Config.wrap(_load_raw(path))
    return apply_overrides(cfg, overrides)
