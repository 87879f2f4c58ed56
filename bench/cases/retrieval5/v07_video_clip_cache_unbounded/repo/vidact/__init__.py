"""vidact: video action recognition."""
__version__ = "0.6.0"
