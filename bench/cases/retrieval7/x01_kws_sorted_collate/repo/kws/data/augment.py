"""SpecAugment-style augmentations on (T, C) features."""
import torch


def time_mask(feat, max_width, generator=None):
    if max_width <= 0:
        return feat
    T = feat.shape[0]
    w = int(torch.randint(0, max_width + 1, (1,), generator=generator))
    if w == 0 or w >= T:
        return feat
    t0 = int(torch.randint(0, T - w, (1,), generator=generator))
    feat = feat.clone()
    feat[t0:t0 + w] = 0.0
    return feat


def freq_mask(feat, max_width, generator=None):
    if max_width <= 0:
        return feat
    C = feat.shape[1]
    w = int(torch.randint(0, max_width + 1, (1,), generator=generator))
    if w == 0 or w >= C:
        return feat
    c0 = int(torch.randint(0, C - w, (1,), generator=generator))
    feat = feat.clone()
    feat[:, c0:c0 + w] = 0.0
    return feat


def add_noise(feat, std, generator=None):
    if std <= 0:
        return feat
    return feat + std * torch.randn(feat.shape, generator=generator)


class Augment:
    def __init__(self, time_mask=0, freq_mask=0, noise=0.0):
        self.tm, self.fm, self.noise = time_mask, freq_mask, noise

    def __call__(self, feat):
        feat = time_mask(feat, self.tm)
        feat = freq_mask(feat, self.fm)
        return add_noise(feat, self.noise)
