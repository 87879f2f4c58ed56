import random

import torch


class AddGaussianNoise:
    def __init__(self, sigma=25, sigma_range=None):
        self.sigma = sigma
        self.sigma_range = sigma_range

    def __call__(self, img):
        s = random.uniform(*self.sigma_range) if self.sigma_range else self.sigma
        return img + torch.randn_like(img) * (s / 255.0)


class AddPoissonGaussianNoise:
    def __init__(self, peak=30.0, read_sigma=5):
        self.peak = peak
        self.read_sigma = read_sigma

    def __call__(self, img):
        shot = torch.poisson(img.clamp(min=0) * self.peak) / self.peak
        return shot + torch.randn_like(img) * (self.read_sigma / 255.0)


def build_degradation(cfg):
    n = cfg["noise"]
    if n["type"] == "gaussian":
        return AddGaussianNoise(n.get("sigma", 25), n.get("sigma_range"))
    if n["type"] == "poisson_gaussian":
        return AddPoissonGaussianNoise(n.get("peak", 30.0), n.get("read_sigma", 5))
    raise ValueError(n["type"])
