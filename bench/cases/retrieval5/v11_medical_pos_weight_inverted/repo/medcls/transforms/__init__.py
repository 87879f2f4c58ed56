from .xray import Compose, RandomRotate, RandomScaleCrop


def build_transforms(cfg, train):
    if not train:
        return None
    return Compose([RandomRotate(7.0), RandomScaleCrop(cfg["data"].get("image_size", 64))])


__all__ = ["Compose", "RandomRotate", "RandomScaleCrop", "build_transforms"]
