"""Tiny shape classifier with quantization-aware training."""
__version__ = "1.2.0"
CLASSES = ("circle", "square", "triangle", "cross", "background")
