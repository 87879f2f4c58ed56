from segkit.transforms.joint import (Compose, Normalize, RandomHorizontalFlip, RandomScaleCrop,
                                    ResizeShorter)


def build_transforms(cfg, train=True):
    mean, std = (0.485, 0.456, 0.406), (0.229, 0.224, 0.225)
    if train:
        return Compose([RandomScaleCrop(cfg["crop_size"], tuple(cfg["scale_range"]), cfg["ignore_index"]),
                        RandomHorizontalFlip(), Normalize(mean, std)])
    return Compose([Normalize(mean, std)])
