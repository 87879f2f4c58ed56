"""restore: image restoration (denoising / super-resolution) with pixel and perceptual losses."""
__version__ = "0.9.1"
