import random

import torch


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, x):
        for op in self.ops:
            x = op(x)
        return x


class ToFloat:
    def __call__(self, x):
        return x.float() / 255.0


class DynamicBinarize:
    """Resample binary pixels from the grey levels every time the image is loaded."""

    def __call__(self, x):
        return torch.bernoulli(x)


class StaticBinarize:
    def __init__(self, thresh=0.5):
        self.thresh = thresh

    def __call__(self, x):
        return (x > self.thresh).float()


class RandomShift:
    def __init__(self, max_shift=2):
        self.max_shift = max_shift

    def __call__(self, x):
        dx = random.randint(-self.max_shift, self.max_shift)
        dy = random.randint(-self.max_shift, self.max_shift)
        return torch.roll(x, shifts=(dy, dx), dims=(-2, -1))
