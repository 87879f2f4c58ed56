from .dgcnn import DGCNN
from .pointnet import PointNet


def build_model(cfg, num_classes):
    if cfg["name"] == "pointnet":
        return PointNet(num_classes, cfg.get("feature_transform", True), cfg.get("dropout", 0.4))
    if cfg["name"] == "dgcnn":
        return DGCNN(num_classes, cfg.get("k", 20), cfg.get("emb_dims", 1024), cfg.get("dropout", 0.5))
    raise ValueError(cfg["name"])


__all__ = ["DGCNN", "PointNet", "build_model"]
