from ..utils.registry import Registry

TRANSFORMS = Registry("transform")


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, sample):
        for t in self.transforms:
            sample = t(sample)
        return sample

    def __repr__(self):
        return "Compose(" + ", ".join(type(t).__name__ for t in self.transforms) + ")"


def build_transforms(specs):
    from . import geometric, photometric  # noqa: F401  (populate the registry)
    return Compose(TRANSFORMS.build(s) for s in (specs or []))
