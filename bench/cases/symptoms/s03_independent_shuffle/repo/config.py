"""Default experiment config. Override on the command line with key=value pairs."""
import ast

DEFAULTS = {
    "seed": 0,
    "n_train": 6000,
    "n_val": 1000,
    "window": 256,
    "batch_size": 64,
    "epochs": 12,
    "lr": 1e-3,
    "weight_decay": 1e-4,
    "width": 32,
    "dropout": 0.2,
    "out": "vibro_cnn.pt",
}


def load_config(overrides=()):
    cfg = dict(DEFAULTS)
    for item in overrides:
        key, _, value = item.partition("=")
        if key not in cfg:
            raise KeyError(f"unknown config key {key!r}")
        try:
            cfg[key] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            cfg[key] = value
    return cfg
