"""sentiq: text classification with PyTorch."""

__version__ = "0.4.2"
