from .densenet_small import DenseNetSmall
from .heads import MultiLabelHead
from .resnet import ResNetSmall


def build_model(cfg):
    m, n = cfg["model"], len(cfg["findings"])
    if m["arch"] == "densenet":
        return DenseNetSmall(n, growth=m.get("growth", 12), dropout=m.get("dropout", 0.0))
    if m["arch"] == "resnet":
        return ResNetSmall(n, width=m.get("width", 32), dropout=m.get("dropout", 0.0))
    raise ValueError(m["arch"])


__all__ = ["DenseNetSmall", "ResNetSmall", "MultiLabelHead", "build_model"]
