from .unet import UNet, build_model
from .ema import EMA

__all__ = ["UNet", "build_model", "EMA"]
