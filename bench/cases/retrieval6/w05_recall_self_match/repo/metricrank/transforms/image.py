import torch


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


class GaussianNoise:
    def __init__(self, std=0.1):
        self.std = std

    def __call__(self, x):
        return x + self.std * torch.randn_like(x)


class RandomFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, x):
        return x.flip(-1) if torch.rand(()) < self.p else x


def build_transforms(items):
    table = {"noise": GaussianNoise, "flip": RandomFlip}
    ts = []
    for it in items or []:
        it = dict(it) if not isinstance(it, str) else {"type": it}
        ts.append(table[it.pop("type")](**it))
    return Compose(ts)
