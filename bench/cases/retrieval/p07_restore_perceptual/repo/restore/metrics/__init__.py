from .psnr import psnr
from .ssim import ssim

__all__ = ["psnr", "ssim"]
