import yaml


class Config(dict):
    def __getattr__(self, key):
        try:
            v = self[key]
        except KeyError as e:
            raise AttributeError(key) from e
        return Config(v) if isinstance(v, dict) else v


def load_config(path):
    with open(path) as f:
        raw = yaml.safe_load(f) or {}
    raw.setdefault("seed", 0)
    raw.setdefault("augment", {})
    raw.setdefault("loss", {"name": "ce"})
    return Config(raw)
