import random

import torch


class RandomBrightnessContrast:
    def __init__(self, brightness=0.2, contrast=0.2):
        self.brightness = brightness
        self.contrast = contrast

    def __call__(self, image):
        b = random.uniform(-self.brightness, self.brightness)
        c = random.uniform(1 - self.contrast, 1 + self.contrast)
        mean = image.mean(dim=(-2, -1), keepdim=True)
        return (image - mean) * c + mean + b


class RandomGaussianNoise:
    def __init__(self, std=0.02):
        self.std = std

    def __call__(self, image):
        return image + torch.randn_like(image) * self.std
