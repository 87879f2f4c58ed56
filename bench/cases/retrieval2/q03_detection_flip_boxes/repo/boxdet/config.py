from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

import yaml


@dataclass
class InputConfig:
    min_size: int = 320
    max_size: int = 512
    size_divisibility: int = 32
    hflip_prob: float = 0.5
    color_jitter: float = 0.0
    mean: list[float] = field(default_factory=lambda: [0.485, 0.456, 0.406])
    std: list[float] = field(default_factory=lambda: [0.229, 0.224, 0.225])


@dataclass
class ModelConfig:
    backbone_channels: list[int] = field(default_factory=lambda: [32, 64, 128, 256])
    head_channels: int = 64
    output_stride: int = 4


@dataclass
class SolverConfig:
    epochs: int = 12
    batch_size: int = 8
    base_lr: float = 0.002
    weight_decay: float = 1e-4
    warmup_iters: int = 200
    milestones: list[int] = field(default_factory=lambda: [8, 11])


@dataclass
class TestConfig:
    score_threshold: float = 0.05
    max_detections: int = 100
    iou_threshold: float = 0.5


@dataclass
class Config:
    name: str = "exp"
    seed: int = 0
    dataset: dict[str, Any] = field(default_factory=dict)
    input: InputConfig = field(default_factory=InputConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    solver: SolverConfig = field(default_factory=SolverConfig)
    test: TestConfig = field(default_factory=TestConfig)
    output_dir: str = "work_dirs/exp"

    @property
    def num_classes(self) -> int:
        return len(self.dataset["classes"])

    def to_dict(self) -> dict:
        return asdict(self)


_SECTIONS = {"input": InputConfig, "model": ModelConfig, "solver": SolverConfig, "test": TestConfig}


def load_config(path: str) -> Config:
    with open(path) as fh:
        raw = yaml.safe_load(fh)
    kwargs = {}
    for f in fields(Config):
        if f.name not in raw:
            continue
        value = raw[f.name]
        if f.name in _SECTIONS:
            value = _SECTIONS[f.name](**value)
        kwargs[f.name] = value
    return Config(**kwargs)
