from .mobilenet import MobileNetV2
from .resnet import resnet18, resnet34


def build_model(cfg):
    name = cfg["name"]
    nc = cfg["num_classes"]
    if name == "resnet18":
        return resnet18(nc)
    if name == "resnet34":
        return resnet34(nc)
    if name == "mobilenetv2":
        return MobileNetV2(nc, cfg.get("width_mult", 1.0))
    raise ValueError(name)


__all__ = ["MobileNetV2", "resnet18", "resnet34", "build_model"]
