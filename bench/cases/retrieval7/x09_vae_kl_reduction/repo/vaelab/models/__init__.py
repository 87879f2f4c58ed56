from .distributions import DiagonalGaussian
from .vae import ConvVAE, build_model

__all__ = ["DiagonalGaussian", "ConvVAE", "build_model"]
