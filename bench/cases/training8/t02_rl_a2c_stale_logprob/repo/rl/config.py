from dataclasses import dataclass, fields

import yaml


@dataclass
class Config:
    env: str = "cue"
    n_envs: int = 16
    episode_len: int = 8
    n_cues: int = 4
    algo: str = "a2c"
    rollout_len: int = 16
    total_updates: int = 2000
    gamma: float = 0.9
    gae_lambda: float = 0.95
    lr: float = 3e-3
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5
    hidden: int = 64
    ppo_epochs: int = 4
    ppo_clip: float = 0.2
    log_every: int = 100
    seed: int = 1

    @classmethod
    def from_yaml(cls, path, **overrides):
        with open(path) as f:
            raw = yaml.safe_load(f) or {}
        raw.update(overrides)
        known = {f.name for f in fields(cls)}
        unknown = set(raw) - known
        if unknown:
            raise KeyError(f"unknown config keys: {sorted(unknown)}")
        return cls(**raw)
