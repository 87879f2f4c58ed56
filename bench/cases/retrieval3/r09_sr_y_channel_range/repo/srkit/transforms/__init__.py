from srkit.transforms.paired import Compose, PairedFlipRotate, PairedRandomCrop


def build_paired_transform(patch_size, scale, train=True):
    if not train:
        return None
    return Compose([PairedRandomCrop(patch_size, scale), PairedFlipRotate()])
