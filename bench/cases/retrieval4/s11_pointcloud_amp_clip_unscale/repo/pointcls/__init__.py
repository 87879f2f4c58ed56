"""pointcls: point cloud classification."""

__version__ = "0.3.4"
