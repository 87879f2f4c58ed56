from .fcn import FCNHead, TinyFCN
from .aspp import ASPPNet
from .unet import UNet


def build_model(mcfg, num_classes):
    name = mcfg.get("name", "unet")
    if name == "unet":
        return UNet(3, num_classes, mcfg.get("base_channels", 16), mcfg.get("depth", 3))
    if name == "fcn":
        return TinyFCN(num_classes, mcfg.get("base_channels", 16))
    if name == "aspp":
        return ASPPNet(num_classes, mcfg.get("base_channels", 16), mcfg.get("rates", (1, 2, 4)))
    raise ValueError(f"unknown model {name}")


__all__ = ["UNet", "TinyFCN", "FCNHead", "ASPPNet", "build_model"]
