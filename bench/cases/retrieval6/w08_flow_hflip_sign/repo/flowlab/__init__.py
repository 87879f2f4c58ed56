"""flowlab: compact coarse-to-fine optical flow estimation in PyTorch."""
__version__ = "0.2.0"
