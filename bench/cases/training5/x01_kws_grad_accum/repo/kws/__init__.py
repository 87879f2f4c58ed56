"""Tiny keyword spotting package."""
__version__ = "0.3.1"
