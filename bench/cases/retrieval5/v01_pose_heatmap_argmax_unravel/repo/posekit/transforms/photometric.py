"""Photometric augmentations (image only)."""
import random

import torch


class ColorJitter:
    def __init__(self, brightness=0.2, contrast=0.2):
        self.brightness = brightness
        self.contrast = contrast

    def __call__(self, sample):
        img = sample["image"]
        b = 1.0 + random.uniform(-self.brightness, self.brightness)
        c = 1.0 + random.uniform(-self.contrast, self.contrast)
        mean = img.mean()
        img = ((img - mean) * c + mean) * b
        sample = dict(sample)
        sample["image"] = img.clamp(0.0, 1.0)
        return sample


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, sample):
        sample = dict(sample)
        sample["image"] = (sample["image"] - self.mean) / self.std
        return sample
