from .psnr_ssim import psnr, ssim

__all__ = ["psnr", "ssim"]
