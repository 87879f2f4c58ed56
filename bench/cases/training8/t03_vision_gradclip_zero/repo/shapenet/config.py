import argparse
from types import SimpleNamespace

import yaml


def _ns(d):
    return SimpleNamespace(**{k: _ns(v) if isinstance(v, dict) else v for k, v in d.items()})


def load(path, opts=()):
    """Load a YAML file; ``opts`` is a flat list ['optim.lr', '0.01', ...] (detectron style)."""
    with open(path) as f:
        raw = yaml.safe_load(f)
    if len(opts) % 2:
        raise ValueError("opts must be key value pairs")
    for key, value in zip(opts[::2], opts[1::2]):
        node = raw
        *parents, leaf = key.split(".")
        for p in parents:
            node = node[p]
        if leaf not in node:
            raise KeyError(f"unknown config key {key}")
        node[leaf] = yaml.safe_load(value)
    return _ns(raw)


def parser():
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/shapes.yaml")
    p.add_argument("opts", nargs=argparse.REMAINDER, help="KEY VALUE overrides")
    return p
