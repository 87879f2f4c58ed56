"""tworec: implicit feedback recommendation."""

__version__ = "0.3.0"
