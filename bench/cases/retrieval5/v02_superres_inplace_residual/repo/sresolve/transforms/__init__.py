from .paired import PairedRandomCrop, PairedFlipRotate, Compose


def build_transforms(cfg, train=True):
    if not train:
        return None
    return Compose([PairedRandomCrop(cfg["data"]["patch_size"], cfg["scale"]), PairedFlipRotate()])


__all__ = ["PairedRandomCrop", "PairedFlipRotate", "Compose", "build_transforms"]
