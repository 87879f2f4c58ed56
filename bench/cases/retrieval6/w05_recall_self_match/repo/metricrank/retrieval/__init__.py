from .index import FlatIndex
from .neighbors import topk_neighbors

__all__ = ["FlatIndex", "topk_neighbors"]
