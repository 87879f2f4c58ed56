import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, x):
        for t in self.ts:
            x = t(x)
        return x


class RandomCropPad:
    def __init__(self, size, padding=4):
        self.size = size
        self.padding = padding

    def __call__(self, img):
        img = F.pad(img, [self.padding] * 4, mode="reflect")
        h, w = img.shape[-2:]
        y, x = random.randint(0, h - self.size), random.randint(0, w - self.size)
        return img[:, y:y + self.size, x:x + self.size]


class RandomHFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, img):
        return img.flip(-1) if random.random() < self.p else img


class Cutout:
    def __init__(self, size=8):
        self.size = size

    def __call__(self, img):
        h, w = img.shape[-2:]
        cy, cx = random.randrange(h), random.randrange(w)
        y0, y1 = max(cy - self.size // 2, 0), min(cy + self.size // 2, h)
        x0, x1 = max(cx - self.size // 2, 0), min(cx + self.size // 2, w)
        img = img.clone()
        img[:, y0:y1, x0:x1] = 0.0
        return img


class Normalize:
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, img):
        return (img - self.mean) / self.std


def build_train_transform(cfg):
    a = cfg["augment"]
    ts = [RandomCropPad(cfg["data"].get("size", 32), a.get("crop_padding", 4)), RandomHFlip(a.get("hflip", 0.5))]
    if a.get("cutout", 0):
        ts.append(Cutout(a["cutout"]))
    ts.append(Normalize(a["mean"], a["std"]))
    return Compose(ts)


def build_val_transform(cfg):
    a = cfg["augment"]
    return Compose([Normalize(a["mean"], a["std"])])
