from vidrec.models.r2plus1d import R2Plus1D
from vidrec.models.x3d_lite import X3DLite


def build_model(cfg, num_classes):
    if cfg["name"] == "r2plus1d":
        return R2Plus1D(num_classes, cfg["width"], cfg["dropout"])
    if cfg["name"] == "x3d":
        return X3DLite(num_classes, cfg["width"] // 2, cfg["dropout"])
    raise KeyError(cfg["name"])
