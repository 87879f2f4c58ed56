"""Configuration loading."""
import yaml

_DEFAULTS = {
    "seed": 0,
    "scale": 2,
    "data": {"augment": {"hflip": True, "vflip": True, "rot90": True}},
    "eval": {"shave": None, "y_only": False},
}


def _deep_update(base, new):
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            _deep_update(base[k], v)
        else:
            base[k] = v
    return base


def load_config(path, overrides=None):
    """Load YAML on top of the defaults; ``overrides`` maps dotted keys to values."""
    import copy

    cfg = copy.deepcopy(_DEFAULTS)
    with open(path) as fh:
        _deep_update(cfg, yaml.safe_load(fh) or {})
    for dotted, value in (overrides or {}).items():
        node = cfg
        *parents, leaf = dotted.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = value
    if cfg["eval"].get("shave") is None:
        cfg["eval"]["shave"] = cfg["scale"]
    return cfg
