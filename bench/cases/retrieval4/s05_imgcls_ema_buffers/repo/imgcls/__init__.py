"""imgcls: image classification training recipes."""

__version__ = "1.2.0"
