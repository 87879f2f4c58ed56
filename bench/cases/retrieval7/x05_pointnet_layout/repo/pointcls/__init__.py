"""pointcls: PointNet point-cloud classification."""

__version__ = "0.2.0"
