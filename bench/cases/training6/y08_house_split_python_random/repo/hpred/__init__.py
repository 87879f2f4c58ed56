"""Listing price regression."""
__version__ = "1.4.0"
