"""YAML config loading with dotted command-line overrides."""
import copy

import yaml

DEFAULTS = {
    "seed": 0,
    "data": {"image_size": 64, "num_train": 256, "num_val": 64, "max_objects": 3,
             "min_size": 8, "max_size": 30, "noise_std": 0.05},
    "model": {"num_classes": 2, "width": 32, "stride": 8, "anchor_sizes": [12, 24],
              "anchor_ratios": [1.0], "box_coder_weights": [10.0, 10.0, 5.0, 5.0]},
    "matcher": {"pos_iou": 0.5, "neg_iou": 0.4, "allow_low_quality": True},
    "loss": {"focal_alpha": 0.25, "focal_gamma": 2.0, "box_beta": 0.11},
    "train": {"epochs": 10, "batch_size": 32, "lr": 3e-3, "weight_decay": 1e-4,
              "out_dir": "runs/default"},
    "test": {"score_thresh": 0.3, "nms_iou": 0.5, "max_dets": 10},
}


def _merge(base, new):
    out = copy.deepcopy(base)
    for k, v in (new or {}).items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = _merge(out[k], v)
        else:
            out[k] = v
    return out


def _parse_value(text):
    return yaml.safe_load(text)


def load_config(path=None, overrides=()):
    cfg = copy.deepcopy(DEFAULTS)
    if path is not None:
        with open(path) as f:
            cfg = _merge(cfg, yaml.safe_load(f))
    for item in overrides:
        key, _, value = item.partition("=")
        node = cfg
        parts = key.split(".")
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = _parse_value(value)
    return cfg
