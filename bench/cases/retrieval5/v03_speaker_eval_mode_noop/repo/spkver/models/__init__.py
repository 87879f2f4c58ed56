from .pooling import AttentiveStatsPool, StatsPool
from .resnet_se import ThinResNet
from .tdnn import XVector


def build_model(cfg):
    m = cfg["model"]
    n_mels = cfg["data"]["n_mels"]
    if m["name"] == "xvector":
        return XVector(n_mels, m.get("channels", 512), m.get("embed_dim", 192), m.get("dropout", 0.0))
    if m["name"] == "resnet":
        return ThinResNet(n_mels, m.get("channels", 32), m.get("embed_dim", 192),
                          pooling=m.get("pooling", "stats"), dropout=m.get("dropout", 0.0))
    raise ValueError(m["name"])


__all__ = ["XVector", "ThinResNet", "StatsPool", "AttentiveStatsPool", "build_model"]
