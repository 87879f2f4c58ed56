import random

import torch
import torch.nn.functional as F


def rescale(image, mask, scale):
    size = max(8, int(round(image.shape[-1] * scale)))
    image = F.interpolate(image[None], size=(size, size), mode="bilinear", align_corners=False)[0]
    mask = F.interpolate(mask[None, None].float(), size=(size, size), mode="nearest")[0, 0].long()
    return image, mask


def random_crop(image, mask, crop):
    h, w = mask.shape
    if h < crop or w < crop:
        pad_h, pad_w = max(0, crop - h), max(0, crop - w)
        image = F.pad(image, (0, pad_w, 0, pad_h), mode="reflect")
        mask = F.pad(mask[None].float(), (0, pad_w, 0, pad_h), mode="reflect")[0].long()
        h, w = mask.shape
    top = random.randint(0, h - crop)
    left = random.randint(0, w - crop)
    return image[:, top:top + crop, left:left + crop], mask[top:top + crop, left:left + crop]


def random_flip(image, mask):
    if random.random() < 0.5:
        image, mask = image.flip(-1), mask.flip(-1)
    if random.random() < 0.5:
        image, mask = image.flip(-2), mask.flip(-2)
    return image, mask
