from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

DEFAULTS: dict[str, Any] = {
    "seed": 0,
    "features": {"n_fft": 512, "hop_length": 320, "n_mels": 64, "fmin": 50, "fmax": None},
    "augment": {"spec_time_mask": 0, "spec_freq_mask": 0, "mixup_alpha": 0.0},
    "loss": {"name": "bce"},
    "train": {"epochs": 10, "batch_size": 16, "lr": 1e-3, "weight_decay": 0.0, "num_workers": 0},
}


def _merge(base: dict, override: dict) -> dict:
    out = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def load_config(path: str | Path, overrides: list[str] | None = None) -> dict:
    with open(path) as fh:
        cfg = yaml.safe_load(fh) or {}
    cfg = _merge(DEFAULTS, cfg)
    for item in overrides or []:
        dotted, _, raw = item.partition("=")
        node = cfg
        *parents, leaf = dotted.split(".")
        for p in parents:
            node = node.setdefault(p, {})
        node[leaf] = yaml.safe_load(raw)
    validate(cfg)
    return cfg


def validate(cfg: dict) -> None:
    for section in ("data", "model", "train"):
        if section not in cfg:
            raise KeyError(f"config is missing the '{section}' section")
    if not cfg["data"].get("labels"):
        raise ValueError("data.labels must list the tag vocabulary")
    pooling = cfg["model"].get("pooling", "attention")
    if pooling not in ("mean", "max", "attention"):
        raise ValueError(f"model.pooling must be mean/max/attention, got {pooling!r}")
    hop = cfg["features"]["hop_length"]
    if hop > cfg["features"]["n_fft"]:
        raise ValueError("features.hop_length larger than n_fft leaves gaps between frames")
