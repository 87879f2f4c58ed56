"""molprop: molecular property prediction with message passing."""
__version__ = "0.1.4"
