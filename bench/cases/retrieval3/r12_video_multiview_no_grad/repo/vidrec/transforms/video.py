import math
import random

import torch
import torch.nn.functional as F


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, clip):
        for op in self.ops:
            clip = op(clip)
        return clip


def _resize(clip, size):
    return F.interpolate(clip, size=size, mode="bilinear", align_corners=False)


class ResizeShortVideo:
    def __init__(self, size):
        self.size = size

    def __call__(self, clip):  # [3, T, H, W]
        h, w = clip.shape[-2:]
        s = self.size / min(h, w)
        return _resize(clip, (round(h * s), round(w * s)))


class RandomResizedCropVideo:
    def __init__(self, size, scale=(0.08, 1.0), ratio=(3 / 4, 4 / 3)):
        self.size, self.scale, self.ratio = size, scale, ratio

    def __call__(self, clip):
        h, w = clip.shape[-2:]
        for _ in range(10):
            area = h * w * random.uniform(*self.scale)
            r = math.exp(random.uniform(math.log(self.ratio[0]), math.log(self.ratio[1])))
            cw, ch = int(round(math.sqrt(area * r))), int(round(math.sqrt(area / r)))
            if 0 < cw <= w and 0 < ch <= h:
                y, x = random.randint(0, h - ch), random.randint(0, w - cw)
                return _resize(clip[..., y:y + ch, x:x + cw], (self.size, self.size))
        return _resize(CenterCropVideo(min(h, w))(clip), (self.size, self.size))


class CenterCropVideo:
    def __init__(self, size):
        self.size = size

    def __call__(self, clip):
        h, w = clip.shape[-2:]
        y, x = (h - self.size) // 2, (w - self.size) // 2
        return clip[..., y:y + self.size, x:x + self.size]


class ThreeCropVideo:
    """Left/centre/right (or top/centre/bottom) crops along the long side."""

    def __init__(self, size):
        self.size = size

    def __call__(self, clip):
        h, w = clip.shape[-2:]
        s = self.size
        if w >= h:
            xs = [0, (w - s) // 2, w - s]
            return [clip[..., (h - s) // 2:(h - s) // 2 + s, x:x + s] for x in xs]
        ys = [0, (h - s) // 2, h - s]
        return [clip[..., y:y + s, (w - s) // 2:(w - s) // 2 + s] for y in ys]


class RandomHorizontalFlipVideo:
    def __call__(self, clip):
        return clip.flip(-1) if random.random() < 0.5 else clip


class NormalizeVideo:
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(3, 1, 1, 1)
        self.std = torch.tensor(std).view(3, 1, 1, 1)

    def __call__(self, clip):
        return (clip - self.mean) / self.std
