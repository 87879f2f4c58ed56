from .augment import Compose, Cutout, Normalize, RandomCropPad, RandomHFlip, build_train_transform, build_val_transform
from .mix import MixupCutmix

__all__ = ["Compose", "Cutout", "Normalize", "RandomCropPad", "RandomHFlip", "build_train_transform",
           "build_val_transform", "MixupCutmix"]
