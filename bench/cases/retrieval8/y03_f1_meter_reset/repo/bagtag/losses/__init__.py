from .multilabel import BCELoss, FocalLoss


def build_loss(cfg):
    l = cfg["loss"]
    if l["name"] == "bce":
        return BCELoss(pos_weight=l.get("pos_weight"))
    if l["name"] == "focal":
        return FocalLoss(gamma=l.get("gamma", 2.0), alpha=l.get("alpha", 0.25))
    raise ValueError(f"unknown loss {l['name']!r}")


__all__ = ["BCELoss", "FocalLoss", "build_loss"]
