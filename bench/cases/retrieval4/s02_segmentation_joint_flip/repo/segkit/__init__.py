"""segkit: semantic segmentation toolkit."""

__version__ = "0.7.0"
