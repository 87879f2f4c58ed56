"""visionkit: small image-classification toolkit (models, losses, training loop)."""
__version__ = "0.4.2"
