"""Joint image/target transforms. Images are float CHW tensors in [0, 1]."""
import random

import torch
import torch.nn.functional as F

from ..structures.boxes import clip_boxes, remove_small


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, image, target):
        for t in self.transforms:
            image, target = t(image, target)
        return image, target


class ResizeShortestEdge:
    """Scale so the short side is `min_size` unless the long side would exceed `max_size`."""

    def __init__(self, min_size, max_size):
        self.min_size, self.max_size = min_size, max_size

    def __call__(self, image, target):
        h, w = image.shape[-2:]
        scale = self.min_size / min(h, w)
        if max(h, w) * scale > self.max_size:
            scale = self.max_size / max(h, w)
        nh, nw = int(round(h * scale)), int(round(w * scale))
        image = F.interpolate(image[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        boxes = target["boxes"] * torch.tensor([nw / w, nh / h, nw / w, nh / h])
        return image, {**target, "boxes": boxes}


class RandomHorizontalFlip:
    def __init__(self, prob=0.5):
        self.prob = prob

    def __call__(self, image, target):
        if random.random() >= self.prob:
            return image, target
        w, h = image.shape[-2:]
        image = image.flip(-1)
        boxes = target["boxes"].clone()
        boxes[:, 0] = w - target["boxes"][:, 2]
        boxes[:, 2] = w - target["boxes"][:, 0]
        return image, {**target, "boxes": boxes}


class ColorJitter:
    def __init__(self, strength=0.2):
        self.strength = strength

    def __call__(self, image, target):
        if self.strength <= 0:
            return image, target
        b = 1 + random.uniform(-self.strength, self.strength)
        c = 1 + random.uniform(-self.strength, self.strength)
        mean = image.mean()
        image = ((image - mean) * c + mean) * b
        return image.clamp(0, 1), target


class Normalize:
    def __init__(self, mean, std):
        self.mean = torch.tensor(mean).view(-1, 1, 1)
        self.std = torch.tensor(std).view(-1, 1, 1)

    def __call__(self, image, target):
        return (image - self.mean) / self.std, target


class SanitizeBoxes:
    def __init__(self, min_size=2.0):
        self.min_size = min_size

    def __call__(self, image, target):
        h, w = image.shape[-2:]
        boxes = clip_boxes(target["boxes"], h, w)
        boxes, labels = remove_small(boxes, target["labels"], self.min_size)
        return image, {**target, "boxes": boxes, "labels": labels}


def build_transforms(input_cfg, train: bool):
    ts = [ResizeShortestEdge(input_cfg.min_size, input_cfg.max_size)]
    if train:
        if input_cfg.hflip_prob > 0:
            ts.append(RandomHorizontalFlip(input_cfg.hflip_prob))
        if input_cfg.color_jitter > 0:
            ts.append(ColorJitter(input_cfg.color_jitter))
    ts += [SanitizeBoxes(), Normalize(input_cfg.mean, input_cfg.std)]
    return Compose(ts)
