"""Feature-space augmentation (SpecAugment-style masking, time shift, mixing)."""
import random

import torch


class TimeMask:
    def __init__(self, max_width=10, n=2):
        self.max_width, self.n = max_width, n

    def __call__(self, x):
        x = x.clone()
        t = x.size(-1)
        for _ in range(self.n):
            w = random.randint(0, self.max_width)
            s = random.randint(0, max(0, t - w))
            x[..., s:s + w] = x.mean()
        return x


class FreqMask:
    def __init__(self, max_width=6, n=2):
        self.max_width, self.n = max_width, n

    def __call__(self, x):
        x = x.clone()
        f = x.size(-2)
        for _ in range(self.n):
            w = random.randint(0, self.max_width)
            s = random.randint(0, max(0, f - w))
            x[..., s:s + w, :] = x.mean()
        return x


class TimeShift:
    def __init__(self, max_shift=10):
        self.max_shift = max_shift

    def __call__(self, x):
        s = random.randint(-self.max_shift, self.max_shift)
        return torch.roll(x, shifts=s, dims=-1)


class Compose:
    def __init__(self, *ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


def build_augment(name):
    if name in (None, "none"):
        return None
    if name == "specaugment":
        return Compose(TimeMask(), FreqMask())
    if name == "shift":
        return TimeShift()
    if name == "full":
        return Compose(TimeShift(), TimeMask(), FreqMask())
    raise ValueError(name)
