"""s2s: a compact encoder-decoder Transformer for algorithmic sequence tasks."""
__version__ = "0.2.1"
