import json


def _parse_scalar(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def apply_overrides(cfg, overrides):
    """--set a.b=value; value is parsed as JSON if possible, else kept as a string."""
    for item in overrides or []:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"override {item!r} must look like key=value")
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_scalar(value)
    return cfg


def load_config(path, overrides=None):
    with open(path) as fh:
        cfg = json.load(fh)
    return apply_overrides(cfg, overrides)
