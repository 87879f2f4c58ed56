from .paired import ColorJitter, Compose, Normalize, PairedRandomCrop, PairedRandomFlip, PairedCenterCrop


def build_transforms(cfg, train):
    crop = cfg["data"].get("crop")
    ops = []
    if crop:
        ops.append(PairedRandomCrop(crop) if train else PairedCenterCrop(crop))
    if train:
        ops += [PairedRandomFlip(), ColorJitter()]
    ops.append(Normalize())
    return Compose(ops)


__all__ = ["Compose", "PairedRandomCrop", "PairedCenterCrop", "PairedRandomFlip", "ColorJitter", "Normalize",
           "build_transforms"]
