"""segkit: small U-Net semantic segmentation."""

__version__ = "0.5.0"
