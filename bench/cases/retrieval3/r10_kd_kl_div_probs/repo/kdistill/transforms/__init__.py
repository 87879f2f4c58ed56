from kdistill.transforms.augment import Compose, Cutout, Normalize, RandomHorizontalFlip, RandomPadCrop

CIFAR_MEAN, CIFAR_STD = (0.5071, 0.4865, 0.4409), (0.2673, 0.2564, 0.2762)


def build_transform(train=True, cutout=0):
    if not train:
        return Normalize(CIFAR_MEAN, CIFAR_STD)
    ops = [RandomPadCrop(32, 4), RandomHorizontalFlip(), Normalize(CIFAR_MEAN, CIFAR_STD)]
    if cutout:
        ops.append(Cutout(cutout))
    return Compose(ops)
