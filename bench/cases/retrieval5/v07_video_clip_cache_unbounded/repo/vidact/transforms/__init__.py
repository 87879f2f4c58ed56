from .video import ClipCenterCrop, ClipNormalize, ClipRandomCrop, ClipRandomFlip, ClipResize, Compose


def build_transforms(cfg, train):
    dc = cfg["data"]
    ops = [ClipResize(dc.get("resize", 72))]
    if train:
        ops += [ClipRandomCrop(dc["crop_size"]), ClipRandomFlip()]
    else:
        ops += [ClipCenterCrop(dc["crop_size"])]
    ops.append(ClipNormalize())
    return Compose(ops)


__all__ = ["ClipResize", "ClipRandomCrop", "ClipCenterCrop", "ClipRandomFlip", "ClipNormalize",
           "Compose", "build_transforms"]
