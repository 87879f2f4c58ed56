from fewshot.transforms.image import ColorJitter, Compose, Normalize, RandomCrop, RandomHorizontalFlip, Resize


def build_transform(size, train=True):
    ops = [Resize(size)]
    if train:
        ops += [RandomCrop(size, padding=8), RandomHorizontalFlip(), ColorJitter()]
    ops.append(Normalize())
    return Compose(ops)
