"""Training configuration: dataclass defaults, overridden by a YAML file and `key=value` pairs."""
from dataclasses import asdict, dataclass, fields

import yaml


@dataclass
class TrainConfig:
    data_size: int = 4000
    image_size: int = 16
    noise: float = 0.3
    batch_size: int = 64
    epochs: int = 6
    lr: float = 2e-3
    weight_decay: float = 0.0
    max_grad_norm: float = 5
    channels: int = 16
    val_fraction: float = 0.2
    seed: int = 0
    out: str = "checkpoints/shapes.pt"

    def to_dict(self):
        return asdict(self)


def _coerce(value, default):
    # PyYAML reads "2e-3" as a string and the command line gives strings too, so every value
    # is cast to the type of the field's default.
    if isinstance(default, bool):
        return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
    return type(default)(value)


def load_config(path=None, overrides=()):
    cfg = TrainConfig()
    values = {}
    if path:
        with open(path) as f:
            values.update(yaml.safe_load(f) or {})
    for item in overrides:
        key, _, value = item.partition("=")
        values[key.strip()] = value.strip()
    known = {f.name for f in fields(TrainConfig)}
    for key, value in values.items():
        if key not in known:
            raise KeyError(f"unknown config key: {key}")
        setattr(cfg, key, _coerce(value, getattr(cfg, key)))
    return cfg
