from .joint import (JointCompose, Normalize, RandomHorizontalFlip, RandomScaleCrop,
                    RandomVerticalFlip, build_transforms)
from .photometric import RandomBrightnessContrast, RandomGaussianNoise

__all__ = [
    "JointCompose", "Normalize", "RandomHorizontalFlip", "RandomScaleCrop", "RandomVerticalFlip",
    "build_transforms", "RandomBrightnessContrast", "RandomGaussianNoise",
]
