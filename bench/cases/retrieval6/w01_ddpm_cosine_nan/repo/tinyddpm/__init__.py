"""tinyddpm: a compact DDPM/DDIM implementation for small images."""
__version__ = "0.3.1"
