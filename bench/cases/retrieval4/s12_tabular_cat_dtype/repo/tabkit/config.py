import yaml


def load_config(path):
    with open(path) as f:
        cfg = yaml.safe_load(f)
    cols = cfg["data"].setdefault("columns", {})
    cols.setdefault("numeric", [])
    cols.setdefault("categorical", [])
    if "target" not in cols:
        raise KeyError("data.columns.target is required")
    cfg.setdefault("seed", 0)
    return cfg
