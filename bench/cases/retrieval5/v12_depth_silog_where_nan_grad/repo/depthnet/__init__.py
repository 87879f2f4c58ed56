"""depthnet: monocular depth estimation."""
__version__ = "0.7.2"
