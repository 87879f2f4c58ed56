import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, img, target):
        for t in self.ts:
            img, target = t(img, target)
        return img, target


class Resize:
    def __init__(self, min_size=512, max_size=853):
        self.min_size = min_size
        self.max_size = max_size

    def __call__(self, img, target):
        h, w = img.shape[-2:]
        scale = min(self.min_size / min(h, w), self.max_size / max(h, w))
        nh, nw = int(round(h * scale)), int(round(w * scale))
        img = F.interpolate(img[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        target = dict(target)
        boxes = target["boxes"].clone()
        boxes[:, 0::2] *= nw / w
        boxes[:, 1::2] *= nh / h
        target["boxes"] = boxes
        target["scale"] = (nh / h, nw / w)
        return img, target


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, img, target):
        if random.random() >= self.p:
            return img, target
        w = img.shape[-1]
        target = dict(target)
        b = target["boxes"].clone()
        b[:, [0, 2]] = w - target["boxes"][:, [2, 0]]
        target["boxes"] = b
        return img.flip(-1), target


class Normalize:
    def __init__(self, mean=(0.485, 0.456, 0.406), std=(0.229, 0.224, 0.225)):
        self.mean = torch.tensor(mean).view(3, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1)

    def __call__(self, img, target):
        return (img - self.mean) / self.std, target


def build_transforms(cfg, train):
    ts = [Resize(cfg["input"]["min_size"], cfg["input"]["max_size"])]
    if train and cfg["input"].get("hflip", 0.5) > 0:
        ts.append(RandomHorizontalFlip(cfg["input"].get("hflip", 0.5)))
    ts.append(Normalize())
    return Compose(ts)
