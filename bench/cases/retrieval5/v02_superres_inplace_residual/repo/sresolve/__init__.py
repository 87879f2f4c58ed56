"""sresolve: single image super-resolution."""
__version__ = "0.5.0"
