import torch

MEAN = torch.tensor([0.35, 0.35, 0.35]).view(3, 1, 1)
STD = torch.tensor([0.3, 0.3, 0.3]).view(3, 1, 1)


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


class RandomFlip:
    def __call__(self, x):
        if torch.rand(()) < 0.5:
            x = x.flip(-1)
        if torch.rand(()) < 0.5:
            x = x.flip(-2)
        return x


class RandomShift:
    def __init__(self, max_shift=3):
        self.max_shift = max_shift

    def __call__(self, x):
        dx, dy = torch.randint(-self.max_shift, self.max_shift + 1, (2,)).tolist()
        return torch.roll(x, shifts=(dy, dx), dims=(-2, -1))


class Normalize:
    def __call__(self, x):
        return (x - MEAN) / STD


def build_transforms(train, augment=True):
    if train and augment:
        return Compose([RandomFlip(), RandomShift(), Normalize()])
    return Normalize()
