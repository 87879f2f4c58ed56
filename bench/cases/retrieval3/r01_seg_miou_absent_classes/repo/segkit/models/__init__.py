from segkit.models.deeplab import DeepLabLite
from segkit.models.unet import UNet

_REGISTRY = {"unet": UNet, "deeplab_lite": DeepLabLite}


def build_model(cfg):
    name = cfg["name"]
    if name not in _REGISTRY:
        raise KeyError(f"unknown model {name!r}, choose from {sorted(_REGISTRY)}")
    kwargs = {k: v for k, v in cfg.items() if k != "name"}
    return _REGISTRY[name](**kwargs)
