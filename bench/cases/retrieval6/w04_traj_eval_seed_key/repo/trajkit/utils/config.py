"""YAML config loading with ``_base_`` inheritance and ``key=value`` overrides."""
import copy
import os

import yaml

BASE_KEY = "_base_"
DELETE_KEY = "_delete_"


class Config(dict):
    """A dict with attribute access; nested dicts are converted recursively."""

    def __init__(self, *args, **kwargs):
        super().__init__()
        data = dict(*args, **kwargs)
        for k, v in data.items():
            self[k] = self._wrap(v)

    @classmethod
    def _wrap(cls, v):
        if isinstance(v, Config):
            return v
        if isinstance(v, dict):
            return cls(v)
        if isinstance(v, list):
            return [cls._wrap(x) for x in v]
        return v

    def __getattr__(self, key):
        try:
            return self[key]
        except KeyError as e:
            raise AttributeError(key) from e

    def __setattr__(self, key, value):
        self[key] = self._wrap(value)

    def __deepcopy__(self, memo):
        return Config(copy.deepcopy(dict(self), memo))

    def to_dict(self):
        out = {}
        for k, v in self.items():
            if isinstance(v, Config):
                v = v.to_dict()
            elif isinstance(v, list):
                v = [x.to_dict() if isinstance(x, Config) else x for x in v]
            out[k] = v
        return out

    def dump(self):
        return yaml.safe_dump(self.to_dict(), sort_keys=False)


def merge_dicts(base, override):
    """Recursively merge ``override`` into a copy of ``base``."""
    out = copy.deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and v.get(DELETE_KEY, False):
            v = {kk: vv for kk, vv in v.items() if kk != DELETE_KEY}
            out[k] = copy.deepcopy(v)
        elif isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge_dicts(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


def _load_raw(path):
    with open(path) as f:
        data = yaml.safe_load(f) or {}
    bases = data.pop(BASE_KEY, [])
    if isinstance(bases, str):
        bases = [bases]
    merged = {}
    for b in bases:
        b_path = os.path.normpath(os.path.join(os.path.dirname(path), b))
        merged = merge_dicts(merged, _load_raw(b_path))
    return merge_dicts(merged, data)


def _parse_value(text):
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def parse_overrides(items):
    """Turn ``["a.b=1", "c=foo"]`` into a nested dict."""
    out = {}
    for item in items or []:
        if "=" not in item:
            raise ValueError(f"override must look like key=value, got {item!r}")
        key, value = item.split("=", 1)
        node = out
        parts = key.strip().split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return out


def load_config(path, overrides=None):
    raw = _load_raw(path)
    if overrides:
        raw = merge_dicts(raw, parse_overrides(overrides))
    cfg = Config(raw)
    cfg["_path_"] = path
    return cfg
