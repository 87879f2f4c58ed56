from .image import Compose, RandomHorizontalFlip, ToSignedRange, build_transforms

__all__ = ["Compose", "RandomHorizontalFlip", "ToSignedRange", "build_transforms"]
