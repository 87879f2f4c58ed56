import argparse
from dataclasses import dataclass, field, fields


@dataclass
class TrainConfig:
    n_train: int = 60000
    n_val: int = 6000
    min_len: int = 12
    max_len: int = 120
    min_freq: int = 2
    embed_dim: int = 128
    hidden_dim: int = 256
    dropout: float = 0.1
    batch_size: int = 64
    lr: float = 3e-3
    weight_decay: float = 0.0
    epochs: int = 10
    seed: int = 13
    log_interval: int = 200
    topics: list = field(default_factory=lambda: ["sports", "politics", "tech", "health",
                                                   "finance", "travel"])

    @classmethod
    def from_cli(cls, argv=None):
        ap = argparse.ArgumentParser(prog="python -m topicclf.train")
        for f in fields(cls):
            if f.name == "topics":
                continue
            ap.add_argument("--" + f.name.replace("_", "-"), type=type(f.default), default=f.default)
        return cls(**vars(ap.parse_args(argv)))
