"""YAML config loading with attribute access."""
import copy
import yaml


class Config(dict):
    """A dict that also allows ``cfg.key`` access, recursively."""

    def __getattr__(self, name):
        try:
            value = self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc
        return value

    def __setattr__(self, name, value):
        self[name] = value


def _wrap(obj):
    if isinstance(obj, dict):
        return Config({k: _wrap(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return [_wrap(v) for v in obj]
    return obj


def merge(base, override):
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        else:
            out[key] = value
    return out


def load_config(path, overrides=None):
    with open(path, "r") as fh:
        raw = yaml.safe_load(fh) or {}
    if overrides:
        raw = merge(raw, overrides)
    return _wrap(raw)
