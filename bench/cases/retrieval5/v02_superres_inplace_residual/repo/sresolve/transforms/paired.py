"""Augmentations applied identically to the LR/HR pair."""
import random


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, sample):
        for op in self.ops:
            sample = op(sample)
        return sample


class PairedRandomCrop:
    """Crop an LR patch of ``patch_size`` and the aligned HR patch."""

    def __init__(self, patch_size, scale):
        self.patch = patch_size
        self.scale = scale

    def __call__(self, sample):
        lr, hr = sample["lr"], sample["hr"]
        h, w = lr.shape[-2:]
        p = min(self.patch, h, w)
        top = random.randint(0, h - p)
        left = random.randint(0, w - p)
        s = self.scale
        sample = dict(sample)
        sample["lr"] = lr[:, top:top + p, left:left + p]
        sample["hr"] = hr[:, top * s:(top + p) * s, left * s:(left + p) * s]
        return sample


class PairedFlipRotate:
    def __call__(self, sample):
        lr, hr = sample["lr"], sample["hr"]
        if random.random() < 0.5:
            lr, hr = lr.flip(-1), hr.flip(-1)
        if random.random() < 0.5:
            lr, hr = lr.flip(-2), hr.flip(-2)
        if random.random() < 0.5:
            lr, hr = lr.transpose(-1, -2), hr.transpose(-1, -2)
        sample = dict(sample)
        sample["lr"], sample["hr"] = lr.contiguous(), hr.contiguous()
        return sample
