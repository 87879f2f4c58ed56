from dualenc.transforms.image import Compose, Normalize, RandomCrop, RandomHorizontalFlip, Resize
from dualenc.transforms.text import CaptionNoise


def build_image_transform(size, train=True):
    if train:
        return Compose([Resize(int(size * 1.15)), RandomCrop(size), RandomHorizontalFlip(), Normalize()])
    return Compose([Resize(size), Normalize()])
