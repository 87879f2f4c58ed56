from .image import Compose, RandomStretch, AddNoise, ResizeHeight

__all__ = ["Compose", "RandomStretch", "AddNoise", "ResizeHeight"]
