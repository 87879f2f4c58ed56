from .loaders import build_loaders
from .synthetic import make_cluster_dataset

__all__ = ["build_loaders", "make_cluster_dataset"]
