from .dncnn import DnCNN
from .unet_denoiser import UNetDenoiser


def build_model(cfg):
    if cfg["name"] == "unet":
        return UNetDenoiser(cfg.get("channels", 3), cfg.get("width", 32), cfg.get("depth", 3))
    if cfg["name"] == "dncnn":
        return DnCNN(cfg.get("channels", 3), cfg.get("width", 64), cfg.get("layers", 17))
    raise ValueError(cfg["name"])


__all__ = ["DnCNN", "UNetDenoiser", "build_model"]
