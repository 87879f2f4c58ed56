"""tinydet: a tiny anchor-based object detector."""

__version__ = "0.3.1"
