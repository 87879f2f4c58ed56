from .density import DensityMeter, bits_per_dim

__all__ = ["DensityMeter", "bits_per_dim"]
