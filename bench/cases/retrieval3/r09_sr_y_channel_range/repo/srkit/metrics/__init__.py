from srkit.metrics.color import rgb_to_y, rgb_to_ycbcr, ycbcr_to_rgb
from srkit.metrics.quality import psnr, shave, ssim

__all__ = ["psnr", "shave", "ssim", "rgb_to_y", "rgb_to_ycbcr", "ycbcr_to_rgb"]
