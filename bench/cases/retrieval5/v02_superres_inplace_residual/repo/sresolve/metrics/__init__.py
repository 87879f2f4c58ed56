from .psnr import calc_psnr, rgb_to_y
from .ssim import calc_ssim

__all__ = ["calc_psnr", "calc_ssim", "rgb_to_y"]
