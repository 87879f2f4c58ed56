import copy

import yaml

DEFAULTS = {
    "task": "sr", "scale": 2,
    "data": {"num_train": 512, "num_val": 64, "patch": 24, "noise_std": 0.02, "blur_sigma": 0.8,
             "seed": 0},
    "model": {"name": "edsr", "channels": 16, "blocks": 4},
    "loss": {"pixel": "l1", "pixel_weight": 1.0, "ssim_weight": 0.0, "perceptual_weight": 0.0,
             "perceptual_layers": ["relu2_2"], "style_weight": 0.0},
    "train": {"epochs": 10, "batch_size": 16, "lr": 5e-4, "log_every": 0, "seed": 0},
}


def _merge(base, upd):
    out = copy.deepcopy(base)
    for k, v in (upd or {}).items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def load_config(path=None, **overrides):
    cfg = copy.deepcopy(DEFAULTS)
    if path:
        with open(path) as f:
            cfg = _merge(cfg, yaml.safe_load(f))
    return _merge(cfg, overrides)


VALID_TASKS = ("sr", "denoise", "deblur")


def validate(cfg):
    """Raise ValueError for inconsistent settings before any work starts."""
    if cfg["task"] not in VALID_TASKS:
        raise ValueError(f"task must be one of {VALID_TASKS}")
    if cfg["task"] != "sr" and cfg["scale"] != 1:
        raise ValueError("scale must be 1 unless task is 'sr'")
    if cfg["data"]["patch"] % max(1, cfg["scale"]) != 0:
        raise ValueError("data.patch must be a multiple of scale")
    lcfg = cfg["loss"]
    for key in ("pixel_weight", "ssim_weight", "perceptual_weight", "style_weight"):
        if lcfg.get(key, 0) < 0:
            raise ValueError(f"loss.{key} must be >= 0")
    if lcfg.get("style_weight", 0) > 0 and lcfg.get("perceptual_weight", 0) == 0:
        raise ValueError("style_weight needs perceptual_weight > 0 (shares the feature net)")
    return cfg
