"""tabkit: neural nets for tabular data."""

__version__ = "0.2.0"
