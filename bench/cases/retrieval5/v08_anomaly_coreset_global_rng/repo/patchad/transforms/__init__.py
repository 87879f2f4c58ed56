from .image import Compose, Normalize, Resize

__all__ = ["Compose", "Normalize", "Resize"]
