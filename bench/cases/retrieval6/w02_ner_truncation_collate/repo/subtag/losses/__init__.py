from .token_ce import TokenCrossEntropy
from .focal import TokenFocalLoss


def build_loss(cfg):
    cfg = dict(cfg or {})
    kind = cfg.pop("type", "ce")
    if kind == "ce":
        return TokenCrossEntropy(**cfg)
    if kind == "focal":
        return TokenFocalLoss(**cfg)
    raise ValueError(kind)


__all__ = ["TokenCrossEntropy", "TokenFocalLoss", "build_loss"]
