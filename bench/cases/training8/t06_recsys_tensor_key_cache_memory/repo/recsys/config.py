import copy

import yaml


def load(path, overrides=None):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cfg = copy.deepcopy(cfg)
    for section, values in (overrides or {}).items():
        cfg.setdefault(section, {}).update(values)
    return cfg
