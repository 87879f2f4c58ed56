from .box_transforms import Compose, Normalize, RandomHorizontalFlip, Resize, build_transforms

__all__ = ["Compose", "Normalize", "RandomHorizontalFlip", "Resize", "build_transforms"]
