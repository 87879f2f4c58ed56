from .c3d import C3D
from .heads import ClsHead
from .tsn import TSN


def build_model(cfg):
    m, nc = cfg["model"], cfg["data"]["num_classes"]
    if m["name"] == "c3d":
        return C3D(nc, m.get("width", 32), m.get("dropout", 0.5))
    if m["name"] == "tsn":
        return TSN(nc, m.get("width", 32), m.get("dropout", 0.5))
    raise ValueError(m["name"])


__all__ = ["C3D", "TSN", "ClsHead", "build_model"]
