"""Typed configuration loaded from YAML."""

from dataclasses import dataclass, field, fields
from typing import List, Optional

import yaml


@dataclass
class EnvConfig:
    name: str = "point_mass"
    max_steps: int = 100
    goal_radius: float = 0.1
    normalize_obs: bool = True


@dataclass
class ModelConfig:
    hidden_sizes: List[int] = field(default_factory=lambda: [64, 64])
    init_log_std: float = -0.5


@dataclass
class PPOHyperParams:
    total_steps: int = 20480
    rollout_steps: int = 1024
    epochs: int = 6
    minibatch_size: int = 128
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip_range: float = 0.2
    value_clip_range: Optional[float] = None
    value_coef: float = 0.5
    entropy_coef: float = 0.0
    lr: float = 3e-4
    max_grad_norm: float = 0.5
    normalize_advantages: bool = True


@dataclass
class PPOConfig:
    seed: int = 0
    env: EnvConfig = field(default_factory=EnvConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    ppo: PPOHyperParams = field(default_factory=PPOHyperParams)


def _build(cls, data):
    known = {f.name for f in fields(cls)}
    unknown = set(data) - known
    if unknown:
        raise KeyError(f"unknown keys for {cls.__name__}: {sorted(unknown)}")
    return cls(**data)


def load_config(path=None) -> PPOConfig:
    if path is None:
        return PPOConfig()
    with open(path) as fh:
        raw = yaml.safe_load(fh) or {}
    return PPOConfig(
        seed=raw.get("seed", 0),
        env=_build(EnvConfig, raw.get("env", {})),
        model=_build(ModelConfig, raw.get("model", {})),
        ppo=_build(PPOHyperParams, raw.get("ppo", {})),
    )
