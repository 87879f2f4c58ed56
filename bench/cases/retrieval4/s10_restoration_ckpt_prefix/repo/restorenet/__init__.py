"""restorenet: image restoration models."""

__version__ = "0.8.2"
