from .image import Compose, Normalize, RandomCropPad, RandomFlip


def build_transforms(train):
    ops = [RandomCropPad(32, 4), RandomFlip()] if train else []
    return Compose(ops + [Normalize()])


__all__ = ["Compose", "Normalize", "RandomCropPad", "RandomFlip", "build_transforms"]
