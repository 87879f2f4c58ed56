from .builder import build_loaders
from .synthetic import PatternDataset

__all__ = ["build_loaders", "PatternDataset"]
