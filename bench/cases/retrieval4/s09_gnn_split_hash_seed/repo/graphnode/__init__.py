"""graphnode: node classification on graphs."""

__version__ = "0.4.0"
