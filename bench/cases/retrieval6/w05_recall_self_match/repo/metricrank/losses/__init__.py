from .contrastive import ContrastiveLoss
from .triplet import TripletMarginLoss


def build_loss(cfg):
    cfg = dict(cfg or {})
    kind = cfg.pop("type", "triplet")
    if kind == "triplet":
        return TripletMarginLoss(**cfg)
    if kind == "contrastive":
        return ContrastiveLoss(**cfg)
    raise ValueError(kind)


__all__ = ["ContrastiveLoss", "TripletMarginLoss", "build_loss"]
