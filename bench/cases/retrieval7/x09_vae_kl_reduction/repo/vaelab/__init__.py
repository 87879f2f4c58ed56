"""vaelab: minimal VAE experiments."""

__version__ = "0.2.0"
