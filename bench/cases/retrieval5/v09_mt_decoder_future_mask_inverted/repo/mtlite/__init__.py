"""mtlite: neural machine translation."""
__version__ = "0.8.1"
