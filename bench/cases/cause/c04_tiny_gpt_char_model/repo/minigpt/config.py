import json
from dataclasses import asdict, dataclass, fields


@dataclass
class GPTConfig:
    block_size: int = 64
    vocab_size: int = 65
    n_layer: int = 2
    n_head: int = 1
    n_embd: int = 64
    dropout: float = 0.0
    bias: bool = True

    @classmethod
    def from_json(cls, path, **overrides):
        with open(path) as fh:
            raw = json.load(fh)
        names = {f.name for f in fields(cls)}
        raw = {k: v for k, v in raw.items() if k in names}
        raw.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**raw)

    def to_dict(self):
        return asdict(self)
