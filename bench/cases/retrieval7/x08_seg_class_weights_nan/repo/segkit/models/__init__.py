from .unet import UNet, build_model

__all__ = ["UNet", "build_model"]
