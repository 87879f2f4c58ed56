from .backbone import SmallConvNet
from .embedder import Embedder


def build_model(cfg):
    cfg = dict(cfg)
    cfg.pop("type", None)
    return Embedder(SmallConvNet(in_channels=cfg.pop("in_channels", 1), width=cfg.pop("width", 16)), **cfg)


__all__ = ["SmallConvNet", "Embedder", "build_model"]
