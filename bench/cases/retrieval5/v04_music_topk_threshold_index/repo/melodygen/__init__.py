"""melodygen: symbolic melody generation."""
__version__ = "0.4.2"
