from .psnr import psnr, rgb_to_y
from .ssim import ssim

__all__ = ["psnr", "ssim", "rgb_to_y"]
