from .transforms import Compose, DropEdge, NormalizeFeatures, ToUndirected, RemoveSelfLoops, build_transforms

__all__ = ["Compose", "DropEdge", "NormalizeFeatures", "ToUndirected", "RemoveSelfLoops", "build_transforms"]
