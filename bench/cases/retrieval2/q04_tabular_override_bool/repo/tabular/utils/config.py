"""TOML configs with command-line overrides (`--set section.key=value`)."""
import ast
import tomllib

from .attrdict import AttrDict


def _coerce(text):
    text = text.strip()
    if text.lower() in ("none", "null"):
        return None
    if text.startswith("[") or text.startswith("{"):
        return ast.literal_eval(text)
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text.strip("'\"")


def parse_overrides(items):
    out = {}
    for item in items or []:
        if "=" not in item:
            raise ValueError(f"bad override {item!r}, expected key=value")
        key, value = item.split("=", 1)
        out[key.strip()] = _coerce(value)
    return out


def _set_dotted(cfg, dotted, value):
    node = cfg
    parts = dotted.split(".")
    for p in parts[:-1]:
        if p not in node:
            node[p] = AttrDict()
        node = node[p]
    if parts[-1] not in node:
        print(f"[config] warning: adding new key {dotted}")
    node[parts[-1]] = value


def load_config(path, overrides=None):
    with open(path, "rb") as fh:
        cfg = AttrDict(tomllib.load(fh))
    for key, value in parse_overrides(overrides).items():
        _set_dotted(cfg, key, value)
    return cfg
