import torch


class Compose:
    def __init__(self, ts):
        self.ts = list(ts)

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


class AmplitudeScale:
    def __init__(self, low=0.9, high=1.1):
        self.low, self.high = low, high

    def __call__(self, x):
        return x * (self.low + (self.high - self.low) * torch.rand(1))


class RandomTimeShift:
    def __init__(self, max_shift=8):
        self.max_shift = max_shift

    def __call__(self, x):
        k = int(torch.randint(-self.max_shift, self.max_shift + 1, (1,)))
        return torch.roll(x, shifts=k, dims=-1)


class ChannelDropout:
    def __init__(self, p=0.1):
        self.p = p

    def __call__(self, x):
        keep = (torch.rand(x.size(0), 1) >= self.p).to(x.dtype)
        return x * keep


_T = {"AmplitudeScale": AmplitudeScale, "RandomTimeShift": RandomTimeShift,
      "ChannelDropout": ChannelDropout}


def build_transforms(specs):
    if not specs:
        return None
    out = []
    for spec in specs:
        spec = dict(spec)
        out.append(_T[spec.pop("type")](**spec))
    return Compose(out)
