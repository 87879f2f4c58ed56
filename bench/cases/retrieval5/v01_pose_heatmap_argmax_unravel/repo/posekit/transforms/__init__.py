from .affine import RandomHorizontalFlip, RandomScaleShift, Compose
from .photometric import ColorJitter, Normalize

__all__ = ["RandomHorizontalFlip", "RandomScaleShift", "Compose", "ColorJitter", "Normalize"]


def build_transforms(cfg, train=True):
    ops = []
    if train:
        ops += [RandomHorizontalFlip(cfg["data"]["num_keypoints"]), RandomScaleShift(), ColorJitter()]
    ops.append(Normalize())
    return Compose(ops)
