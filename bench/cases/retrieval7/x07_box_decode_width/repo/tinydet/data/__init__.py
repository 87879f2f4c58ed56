from .synthetic import RectanglesDataset
from .collate import detection_collate
from .transforms import Compose, RandomHorizontalFlip, Normalize

__all__ = ["RectanglesDataset", "detection_collate", "Compose",
           "RandomHorizontalFlip", "Normalize"]
