import random

import torch
import torch.nn.functional as F

from .photometric import RandomBrightnessContrast, RandomGaussianNoise


class JointCompose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, image, mask):
        for t in self.transforms:
            image, mask = t(image, mask)
        return image, mask


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, mask):
        if random.random() < self.p:
            image = image.flip(-1)
            mask = mask.flip(0)
        return image, mask


class RandomVerticalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, mask):
        if random.random() < self.p:
            image = image.flip(-2)
            mask = mask.flip(-2)
        return image, mask


class RandomScaleCrop:
    def __init__(self, crop_size, scale=(0.75, 1.25), ignore_index=255):
        self.crop_h, self.crop_w = crop_size
        self.scale = scale
        self.ignore_index = ignore_index

    def __call__(self, image, mask):
        s = random.uniform(*self.scale)
        h, w = image.shape[-2:]
        nh, nw = max(1, int(h * s)), max(1, int(w * s))
        image = F.interpolate(image[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        mask = F.interpolate(mask[None, None].float(), size=(nh, nw), mode="nearest")[0, 0].long()
        ph, pw = max(self.crop_h - nh, 0), max(self.crop_w - nw, 0)
        if ph or pw:
            image = F.pad(image, (0, pw, 0, ph), value=0.0)
            mask = F.pad(mask, (0, pw, 0, ph), value=self.ignore_index)
        h, w = image.shape[-2:]
        y = random.randint(0, h - self.crop_h)
        x = random.randint(0, w - self.crop_w)
        return image[:, y:y + self.crop_h, x:x + self.crop_w], mask[y:y + self.crop_h, x:x + self.crop_w]


class Normalize:
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def __call__(self, image, mask):
        return (image - self.mean) / self.std, mask


class _ImageOnly:
    def __init__(self, fn):
        self.fn = fn

    def __call__(self, image, mask):
        return self.fn(image), mask


def build_transforms(aug, train=True):
    ts = []
    if train:
        if aug.get("scale_crop"):
            sc = aug["scale_crop"]
            ts.append(RandomScaleCrop(tuple(sc["size"]), tuple(sc.get("scale", (0.75, 1.25)))))
        if aug.get("hflip", 0) > 0:
            ts.append(RandomHorizontalFlip(aug["hflip"]))
        if aug.get("vflip", 0) > 0:
            ts.append(RandomVerticalFlip(aug["vflip"]))
        if aug.get("brightness_contrast"):
            ts.append(_ImageOnly(RandomBrightnessContrast(*aug["brightness_contrast"])))
        if aug.get("noise_std", 0) > 0:
            ts.append(_ImageOnly(RandomGaussianNoise(aug["noise_std"])))
    if aug.get("normalize"):
        ts.append(Normalize(aug["normalize"]["mean"], aug["normalize"]["std"]))
    return JointCompose(ts)
