from tinydepth.losses.pixel import BerHuLoss, MaskedL1Loss
from tinydepth.losses.silog import ScaleInvariantLogLoss


def build_loss(cfg):
    lcfg = cfg.loss
    name = lcfg.get("name", "silog").lower()
    if name == "silog":
        return ScaleInvariantLogLoss(variance_focus=lcfg.get("variance_focus", 0.85),
                                     scale=lcfg.get("scale", 10.0))
    if name == "l1":
        return MaskedL1Loss()
    if name == "berhu":
        return BerHuLoss(threshold=lcfg.get("berhu_threshold", 0.2))
    raise KeyError(f"unknown loss {name!r}")


__all__ = ["build_loss", "ScaleInvariantLogLoss", "MaskedL1Loss", "BerHuLoss"]
