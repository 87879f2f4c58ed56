from dataclasses import dataclass, field, fields

import yaml


@dataclass
class ModelConfig:
    vocab_size: int = 260
    n_layer: int = 6
    n_head: int = 8
    d_model: int = 512
    max_seq_len: int = 1024
    dropout: float = 0.0
    tie_embeddings: bool = True


@dataclass
class TrainConfig:
    batch_size: int = 8
    grad_accum: int = 1
    lr: float = 3e-4
    min_lr: float = 3e-5
    warmup_steps: int = 500
    max_steps: int = 20000
    epochs: int = 1
    weight_decay: float = 0.1
    grad_clip: float = 1.0
    log_every: int = 50
    eval_every: int = 1000
    workers: int = 2
    out_dir: str = "runs/default"


@dataclass
class Config:
    data: dict = field(default_factory=dict)
    model: ModelConfig = field(default_factory=ModelConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    seed: int = 0


def _build(cls, d):
    names = {f.name for f in fields(cls)}
    unknown = set(d) - names
    if unknown:
        raise KeyError(f"unknown keys for {cls.__name__}: {sorted(unknown)}")
    return cls(**d)


def load_config(path):
    with open(path) as f:
        raw = yaml.safe_load(f) or {}
    return Config(data=raw.get("data", {}), model=_build(ModelConfig, raw.get("model", {})),
                  train=_build(TrainConfig, raw.get("train", {})), seed=raw.get("seed", 0))
