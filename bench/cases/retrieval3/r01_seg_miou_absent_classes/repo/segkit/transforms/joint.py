import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = list(ops)

    def __call__(self, image, mask):
        for op in self.ops:
            image, mask = op(image, mask)
        return image, mask


class Normalize:
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def __call__(self, image, mask):
        return (image - self.mean) / self.std, mask


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, mask):
        if random.random() < self.p:
            return image.flip(-1), mask.flip(-1)
        return image, mask


class ResizeShorter:
    def __init__(self, size):
        self.size = size

    def __call__(self, image, mask):
        h, w = image.shape[-2:]
        s = self.size / min(h, w)
        nh, nw = round(h * s), round(w * s)
        image = F.interpolate(image[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        mask = F.interpolate(mask[None, None].float(), size=(nh, nw), mode="nearest")[0, 0].long()
        return image, mask


class RandomScaleCrop:
    def __init__(self, crop_size, scale_range=(0.5, 2.0), ignore_index=255):
        self.crop = crop_size
        self.scale_range = scale_range
        self.ignore_index = ignore_index

    def __call__(self, image, mask):
        s = random.uniform(*self.scale_range)
        h, w = image.shape[-2:]
        nh, nw = max(1, int(h * s)), max(1, int(w * s))
        image = F.interpolate(image[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        mask = F.interpolate(mask[None, None].float(), size=(nh, nw), mode="nearest")[0, 0].long()
        ph, pw = max(self.crop - nh, 0), max(self.crop - nw, 0)
        if ph or pw:
            image = F.pad(image, (0, pw, 0, ph), value=0.0)
            mask = F.pad(mask, (0, pw, 0, ph), value=self.ignore_index)
        h, w = image.shape[-2:]
        top, left = random.randint(0, h - self.crop), random.randint(0, w - self.crop)
        return (image[:, top:top + self.crop, left:left + self.crop],
                mask[top:top + self.crop, left:left + self.crop])
