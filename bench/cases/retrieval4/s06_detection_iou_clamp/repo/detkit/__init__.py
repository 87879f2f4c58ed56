"""detkit: small object detection library."""

__version__ = "0.9.3"
