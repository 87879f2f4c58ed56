import random


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, lr, hr):
        for op in self.ops:
            lr, hr = op(lr, hr)
        return lr, hr


class PairedRandomCrop:
    """Crop an LR patch of `patch_size` and the aligned HR patch of `patch_size * scale`."""

    def __init__(self, patch_size, scale):
        self.p, self.s = patch_size, scale

    def __call__(self, lr, hr):
        h, w = lr.shape[-2:]
        y, x = random.randint(0, h - self.p), random.randint(0, w - self.p)
        lr = lr[:, y:y + self.p, x:x + self.p]
        hr = hr[:, y * self.s:(y + self.p) * self.s, x * self.s:(x + self.p) * self.s]
        return lr, hr


class PairedFlipRotate:
    def __call__(self, lr, hr):
        if random.random() < 0.5:
            lr, hr = lr.flip(-1), hr.flip(-1)
        if random.random() < 0.5:
            lr, hr = lr.flip(-2), hr.flip(-2)
        if random.random() < 0.5:
            lr, hr = lr.transpose(-1, -2), hr.transpose(-1, -2)
        return lr, hr
