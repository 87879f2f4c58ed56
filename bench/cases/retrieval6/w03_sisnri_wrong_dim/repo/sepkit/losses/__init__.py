from .pit import PITLoss, best_permutation
from .sisnr import pairwise_neg_sisnr, neg_sisnr


def build_loss(cfg):
    cfg = dict(cfg or {})
    kind = cfg.pop("type", "pit_sisnr")
    if kind == "pit_sisnr":
        return PITLoss(pairwise_neg_sisnr, **cfg)
    raise ValueError(kind)


__all__ = ["PITLoss", "best_permutation", "pairwise_neg_sisnr", "neg_sisnr", "build_loss"]
