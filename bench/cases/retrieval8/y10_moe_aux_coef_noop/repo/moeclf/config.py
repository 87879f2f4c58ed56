"""YAML config loading with dotted overrides."""

import copy
from typing import Any, Dict, Iterable, Optional

import yaml

DEFAULTS: Dict[str, Any] = {
    "seed": 0,
    "data": {
        "num_samples": 4096,
        "num_features": 16,
        "num_classes": 8,
        "num_clusters": 32,
        "cluster_std": 1.5,
        "val_fraction": 0.2,
        "batch_size": 128,
    },
    "model": {
        "hidden_dim": 64,
        "expert_dim": 128,
        "num_experts": 8,
        "top_k": 2,
        "num_layers": 1,
        "router_noise": 0.0,
        "dropout": 0.0,
    },
    "moe": {"aux_loss_coef": 0.01, "z_loss_coef": 0.0},
    "optim": {"lr": 3e-3, "weight_decay": 0.0, "epochs": 4, "grad_clip": 1.0},
    "log_every": 10,
}


def _merge(base: Dict[str, Any], update: Dict[str, Any]) -> Dict[str, Any]:
    out = copy.deepcopy(base)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def _parse_value(text: str) -> Any:
    return yaml.safe_load(text)


def apply_overrides(cfg: Dict[str, Any], overrides: Iterable[str]) -> Dict[str, Any]:
    """Apply ``a.b.c=value`` style overrides."""
    cfg = copy.deepcopy(cfg)
    for item in overrides:
        key, _, raw = item.partition("=")
        node = cfg
        parts = key.strip().split(".")
        for part in parts[:-1]:
            node = node.setdefault(part, {})
        node[parts[-1]] = _parse_value(raw)
    return cfg


def load_config(path: Optional[str] = None, overrides: Iterable[str] = ()) -> Dict[str, Any]:
    cfg = copy.deepcopy(DEFAULTS)
    if path is not None:
        with open(path) as fh:
            cfg = _merge(cfg, yaml.safe_load(fh) or {})
    return apply_overrides(cfg, overrides)
