from .shapes import CLASSES, ShapesDataset
from .transforms import build_transforms

__all__ = ["CLASSES", "ShapesDataset", "build_transforms"]
