from .shapes import ShapesSegmentation, CLASS_NAMES
from .transforms import RandomFlip, Compose

__all__ = ["ShapesSegmentation", "CLASS_NAMES", "RandomFlip", "Compose"]
