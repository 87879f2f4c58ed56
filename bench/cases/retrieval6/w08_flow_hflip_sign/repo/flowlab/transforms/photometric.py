import torch

from .compose import TRANSFORMS


@TRANSFORMS.register()
class RandomBrightnessContrast:
    """Same brightness/contrast change applied to both frames."""

    def __init__(self, brightness=0.2, contrast=0.2):
        self.brightness = brightness
        self.contrast = contrast

    def __call__(self, sample):
        b = (torch.rand(1) * 2 - 1) * self.brightness
        c = 1 + (torch.rand(1) * 2 - 1) * self.contrast
        out = dict(sample)
        for k in ("img1", "img2"):
            out[k] = sample[k] * c + b
        return out


@TRANSFORMS.register()
class AdditiveNoise:
    def __init__(self, std=0.02):
        self.std = std

    def __call__(self, sample):
        out = dict(sample)
        for k in ("img1", "img2"):
            out[k] = sample[k] + self.std * torch.randn_like(sample[k])
        return out
