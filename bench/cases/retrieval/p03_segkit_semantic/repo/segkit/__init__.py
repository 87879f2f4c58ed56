"""segkit: semantic segmentation experiments on synthetic scenes."""
__version__ = "0.3.0"
