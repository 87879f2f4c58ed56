from detkit.transforms.geometric import Compose, RandomCrop, RandomExpand, RandomHorizontalFlip, Resize
from detkit.transforms.photometric import ColorJitter, Normalize


def build_transforms(preset, img_size, train=True):
    tail = [Resize(img_size), Normalize()]
    if not train or preset == "none":
        return Compose(tail)
    if preset == "flip":
        return Compose([RandomHorizontalFlip()] + tail)
    if preset == "ssd":
        return Compose([ColorJitter(), RandomExpand(), RandomCrop(), RandomHorizontalFlip()] + tail)
    raise KeyError(preset)
