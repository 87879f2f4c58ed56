"""Person re-identification embedding head."""
__version__ = "0.3.0"
