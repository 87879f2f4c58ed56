import copy
import os

import yaml

from mtseq.configs.defaults import DEFAULTS


class Config(dict):
    """dict with attribute access for nested sections."""

    def __getattr__(self, key):
        try:
            value = self[key]
        except KeyError as exc:
            raise AttributeError(key) from exc
        return Config(value) if isinstance(value, dict) and not isinstance(value, Config) else value

    def __setattr__(self, key, value):
        self[key] = value


def _merge(base, new):
    out = copy.deepcopy(base)
    for k, v in (new or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def _apply_override(cfg, item):
    key, _, raw = item.partition("=")
    node = cfg
    parts = key.strip().split(".")
    for p in parts[:-1]:
        node = node.setdefault(p, {})
    node[parts[-1]] = yaml.safe_load(raw)


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as fh:
            user = yaml.safe_load(fh) or {}
        base = user.pop("_base_", None)
        if base:
            cfg = _merge(cfg, load_config(os.path.join(os.path.dirname(path), base)))
        cfg = _merge(cfg, user)
    for item in overrides:
        _apply_override(cfg, item)
    return Config(cfg)
