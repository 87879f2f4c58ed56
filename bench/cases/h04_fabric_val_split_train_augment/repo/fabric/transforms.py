"""Tensor transforms for (1, H, W) float images."""
import torch


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, img):
        for t in self.transforms:
            img = t(img)
        return img


class RandomFlip:
    def __call__(self, img):
        if torch.rand(1).item() < 0.5:
            img = img.flip(-1)
        if torch.rand(1).item() < 0.5:
            img = img.flip(-2)
        return img


class RandomShift:
    def __init__(self, max_shift):
        self.max_shift = max_shift

    def __call__(self, img):
        dy, dx = torch.randint(-self.max_shift, self.max_shift + 1, (2,)).tolist()
        return torch.roll(img, shifts=(dy, dx), dims=(-2, -1))


class BrightnessContrast:
    def __init__(self, brightness=0.2, contrast=0.2):
        self.brightness, self.contrast = brightness, contrast

    def __call__(self, img):
        b = (torch.rand(1) * 2 - 1) * self.brightness
        c = 1 + (torch.rand(1) * 2 - 1) * self.contrast
        mean = img.mean()
        return (img - mean) * c + mean + b


class Normalize:
    def __init__(self, mean, std):
        self.mean, self.std = mean, std

    def __call__(self, img):
        return (img - self.mean) / self.std


def build_transform(cfg, train):
    norm = Normalize(cfg["mean"], cfg["std"])
    if not train:
        return norm
    return Compose([RandomFlip(), RandomShift(cfg["max_shift"]),
                    BrightnessContrast(cfg["brightness"], cfg["contrast"]), norm])
