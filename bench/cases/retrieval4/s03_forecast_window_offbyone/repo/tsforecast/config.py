import yaml

REQUIRED = {"data": ["target", "input_len", "horizon"], "model": ["name"], "train": ["epochs", "lr"]}


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    for section, keys in REQUIRED.items():
        for k in keys:
            if k not in cfg.get(section, {}):
                raise KeyError(f"config missing {section}.{k}")
    cfg.setdefault("seed", 0)
    cfg["data"].setdefault("stride", 1)
    cfg["data"].setdefault("val_fraction", 0.2)
    return cfg
