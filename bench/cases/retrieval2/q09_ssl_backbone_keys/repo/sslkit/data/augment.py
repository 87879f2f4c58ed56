import math
import random

import torch
import torch.nn.functional as F


def random_resized_crop(img, size, scale=(0.2, 1.0), ratio=(3 / 4, 4 / 3)):
    _, H, W = img.shape
    area = H * W
    for _ in range(10):
        target = area * random.uniform(*scale)
        aspect = math.exp(random.uniform(math.log(ratio[0]), math.log(ratio[1])))
        w = int(round(math.sqrt(target * aspect)))
        h = int(round(math.sqrt(target / aspect)))
        if 0 < w <= W and 0 < h <= H:
            top, left = random.randint(0, H - h), random.randint(0, W - w)
            crop = img[:, top : top + h, left : left + w]
            return F.interpolate(crop[None], size=(size, size), mode="bilinear", align_corners=False)[0]
    return F.interpolate(img[None], size=(size, size), mode="bilinear", align_corners=False)[0]


def color_jitter(img, brightness=0.4, contrast=0.4, saturation=0.4):
    ops = [0, 1, 2]
    random.shuffle(ops)
    for op in ops:
        if op == 0:
            img = img * random.uniform(1 - brightness, 1 + brightness)
        elif op == 1:
            m = img.mean()
            img = (img - m) * random.uniform(1 - contrast, 1 + contrast) + m
        else:
            gray = img.mean(dim=0, keepdim=True)
            img = (img - gray) * random.uniform(1 - saturation, 1 + saturation) + gray
    return img.clamp(0, 1)


def gaussian_blur(img, sigma):
    radius = max(1, int(2 * sigma))
    x = torch.arange(-radius, radius + 1, dtype=torch.float32)
    k = torch.exp(-x ** 2 / (2 * sigma ** 2))
    k = k / k.sum()
    C = img.shape[0]
    img = F.conv2d(F.pad(img[None], (radius, radius, 0, 0), mode="reflect"), k.view(1, 1, 1, -1).repeat(C, 1, 1, 1),
                   groups=C)
    img = F.conv2d(F.pad(img, (0, 0, radius, radius), mode="reflect"), k.view(1, 1, -1, 1).repeat(C, 1, 1, 1),
                   groups=C)
    return img[0]


MEAN = torch.tensor([0.5, 0.5, 0.5]).view(3, 1, 1)
STD = torch.tensor([0.25, 0.25, 0.25]).view(3, 1, 1)


class SimCLRAugment:
    def __init__(self, size=32, jitter_p=0.8, gray_p=0.2, blur_p=0.0):
        self.size, self.jitter_p, self.gray_p, self.blur_p = size, jitter_p, gray_p, blur_p

    def __call__(self, img):
        img = random_resized_crop(img, self.size)
        if random.random() < 0.5:
            img = img.flip(-1)
        if random.random() < self.jitter_p:
            img = color_jitter(img)
        if random.random() < self.gray_p:
            img = img.mean(dim=0, keepdim=True).expand(3, -1, -1)
        if random.random() < self.blur_p:
            img = gaussian_blur(img, random.uniform(0.1, 2.0))
        return (img - MEAN) / STD


class TwoViews:
    def __init__(self, transform):
        self.transform = transform

    def __call__(self, img):
        return self.transform(img), self.transform(img)


def eval_transform(img):
    return (img - MEAN) / STD


class MultiCrop:
    """SwAV-style multi-crop: `n_global` large crops plus `n_local` small low-resolution crops."""

    def __init__(self, global_size=32, local_size=16, n_global=2, n_local=4,
                 global_scale=(0.4, 1.0), local_scale=(0.08, 0.4)):
        self.global_size, self.local_size = global_size, local_size
        self.n_global, self.n_local = n_global, n_local
        self.global_scale, self.local_scale = global_scale, local_scale

    def _view(self, img, size, scale):
        img = random_resized_crop(img, size, scale)
        if random.random() < 0.5:
            img = img.flip(-1)
        if random.random() < 0.8:
            img = color_jitter(img)
        return (img - MEAN) / STD

    def __call__(self, img):
        views = [self._view(img, self.global_size, self.global_scale) for _ in range(self.n_global)]
        views += [self._view(img, self.local_size, self.local_scale) for _ in range(self.n_local)]
        return views
