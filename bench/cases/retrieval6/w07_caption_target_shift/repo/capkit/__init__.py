"""capkit: a small image-captioning toolkit (CNN encoder + attentive GRU decoder)."""
__version__ = "0.3.1"
