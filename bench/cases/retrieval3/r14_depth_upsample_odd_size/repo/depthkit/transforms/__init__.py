from depthkit.transforms.joint import (ColorAugment, Compose, KBCrop, Normalize, RandomCrop, RandomHorizontalFlip)


def build_transforms(cfg, train=True):
    ops = [KBCrop()] if cfg["kb_crop"] else []
    if train:
        ops += [RandomCrop(tuple(cfg["crop"])), RandomHorizontalFlip(), ColorAugment()]
    ops.append(Normalize())
    return Compose(ops)
