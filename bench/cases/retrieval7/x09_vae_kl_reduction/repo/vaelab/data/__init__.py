from .augment import AugmentedView, RandomFlip, RandomShift
from .blobs import BlobImages, make_loaders

__all__ = ["BlobImages", "make_loaders", "AugmentedView", "RandomFlip", "RandomShift"]
