from .fcn import SimpleFCN
from .unet import UNet


def build_model(cfg):
    name = cfg["name"]
    if name == "unet":
        return UNet(cfg.get("in_channels", 3), cfg["num_classes"], cfg.get("base", 32), cfg.get("depth", 4))
    if name == "fcn":
        return SimpleFCN(cfg.get("in_channels", 3), cfg["num_classes"], cfg.get("base", 32))
    raise ValueError(name)


__all__ = ["SimpleFCN", "UNet", "build_model"]
