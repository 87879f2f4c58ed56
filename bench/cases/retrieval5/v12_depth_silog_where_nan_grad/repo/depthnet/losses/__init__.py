from .masked import MaskedBerHuLoss, MaskedL1Loss
from .silog import SILogLoss
from .smoothness import edge_aware_smoothness


def build_loss(cfg):
    lc, dc = cfg["loss"], cfg["data"]
    name = lc.get("name", "silog")
    lo, hi = dc.get("min_depth", 1e-3), dc.get("max_depth", 80.0)
    if name == "silog":
        return SILogLoss(lc.get("variance_focus", 0.85), min_depth=lo, max_depth=hi)
    if name == "l1":
        return MaskedL1Loss(lo, hi)
    if name == "berhu":
        return MaskedBerHuLoss(lo, hi)
    raise ValueError(name)


__all__ = ["SILogLoss", "MaskedL1Loss", "MaskedBerHuLoss", "edge_aware_smoothness", "build_loss"]
