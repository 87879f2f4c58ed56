import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x


class ToSignedRange:
    """Map [0, 1] pixels to [-1, 1], the range the diffusion model works in."""

    def __call__(self, x):
        return x * 2.0 - 1.0


def to_unit_range(x):
    return ((x + 1.0) / 2.0).clamp(0.0, 1.0)


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, x):
        if torch.rand(()) < self.p:
            return x.flip(-1)
        return x


_TRANSFORMS = {"signed_range": ToSignedRange, "hflip": RandomHorizontalFlip}


def build_transforms(names, train=True):
    ts = []
    for item in names or []:
        if isinstance(item, str):
            name, kwargs = item, {}
        else:
            item = dict(item)
            name, kwargs = item.pop("type"), item
        if name == "hflip" and not train:
            continue
        ts.append(_TRANSFORMS[name](**kwargs))
    return Compose(ts)
