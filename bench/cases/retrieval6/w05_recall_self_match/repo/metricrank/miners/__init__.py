from .batch_hard import BatchHardMiner
from .semi_hard import SemiHardMiner


def build_miner(cfg):
    cfg = dict(cfg or {})
    kind = cfg.pop("type", "batch_hard")
    if kind == "batch_hard":
        return BatchHardMiner(**cfg)
    if kind == "semi_hard":
        return SemiHardMiner(**cfg)
    raise ValueError(kind)


__all__ = ["BatchHardMiner", "SemiHardMiner", "build_miner"]
