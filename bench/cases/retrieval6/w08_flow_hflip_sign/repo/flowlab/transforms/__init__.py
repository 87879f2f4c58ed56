from .compose import Compose, build_transforms, TRANSFORMS
from .geometric import RandomHorizontalFlip, RandomVerticalFlip, RandomCrop
from .photometric import RandomBrightnessContrast, AdditiveNoise

__all__ = ["Compose", "build_transforms", "TRANSFORMS", "RandomHorizontalFlip",
           "RandomVerticalFlip", "RandomCrop", "RandomBrightnessContrast", "AdditiveNoise"]
