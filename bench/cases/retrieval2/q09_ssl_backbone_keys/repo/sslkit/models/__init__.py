from .backbones import build_backbone
from .byol import BYOL
from .simclr import SimCLR


def build_method(cfg):
    backbone = build_backbone(cfg["backbone"])
    h = cfg["head"]
    if cfg["method"] == "simclr":
        return SimCLR(backbone, h["proj_hidden"], h["proj_dim"])
    if cfg["method"] == "byol":
        return BYOL(backbone, h["proj_hidden"], h["proj_dim"], h.get("pred_hidden", h["proj_hidden"]))
    raise ValueError(f"unknown method {cfg['method']}")


__all__ = ["build_backbone", "build_method", "SimCLR", "BYOL"]
