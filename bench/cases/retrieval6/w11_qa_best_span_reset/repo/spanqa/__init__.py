"""spanqa: extractive question answering with sliding-window features."""
__version__ = "0.6.0"
