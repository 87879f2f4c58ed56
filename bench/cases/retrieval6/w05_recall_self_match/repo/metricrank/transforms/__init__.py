from .image import Compose, GaussianNoise, RandomFlip, build_transforms

__all__ = ["Compose", "GaussianNoise", "RandomFlip", "build_transforms"]
