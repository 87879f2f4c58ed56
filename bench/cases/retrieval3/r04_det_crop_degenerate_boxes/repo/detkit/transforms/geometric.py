import random

import torch
import torch.nn.functional as F

from detkit.utils.boxes import box_ioa


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, image, target):
        for op in self.ops:
            image, target = op(image, target)
        return image, target


class Resize:
    """Resize the longer side to `size`, keeping aspect ratio."""

    def __init__(self, size):
        self.size = size

    def __call__(self, image, target):
        h, w = image.shape[-2:]
        s = self.size / max(h, w)
        nh, nw = max(1, round(h * s)), max(1, round(w * s))
        image = F.interpolate(image[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        boxes = target["boxes"].clone()
        boxes[:, 0::2] *= nw / w
        boxes[:, 1::2] *= nh / h
        return image, {**target, "boxes": boxes, "scale": s}


class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, image, target):
        if random.random() >= self.p:
            return image, target
        w = image.shape[-1]
        boxes = target["boxes"].clone()
        boxes[:, [0, 2]] = w - target["boxes"][:, [2, 0]]
        return image.flip(-1), {**target, "boxes": boxes}


class RandomExpand:
    """Zoom out: place the image on a larger canvas filled with the mean colour."""

    def __init__(self, max_ratio=3.0, p=0.5, fill=(0.485, 0.456, 0.406)):
        self.max_ratio, self.p, self.fill = max_ratio, p, fill

    def __call__(self, image, target):
        if random.random() >= self.p:
            return image, target
        c, h, w = image.shape
        r = random.uniform(1.0, self.max_ratio)
        nh, nw = int(h * r), int(w * r)
        top, left = random.randint(0, nh - h), random.randint(0, nw - w)
        canvas = torch.tensor(self.fill).view(3, 1, 1).expand(3, nh, nw).clone()
        canvas[:, top:top + h, left:left + w] = image
        boxes = target["boxes"] + torch.tensor([left, top, left, top], dtype=torch.float32)
        return canvas, {**target, "boxes": boxes}


class RandomCrop:
    """SSD-style crop: sample a patch that covers at least a random fraction of some box.
    Boxes overlapping the patch are clipped to it; boxes left without area are dropped."""

    def __init__(self, min_ious=(0.1, 0.3, 0.5, 0.7, 0.9), min_scale=0.3, trials=50):
        self.min_ious, self.min_scale, self.trials = min_ious, min_scale, trials

    def __call__(self, image, target):
        _, h, w = image.shape
        boxes, labels = target["boxes"], target["labels"]
        if len(boxes) == 0:
            return image, target
        while True:
            mode = random.choice((None,) + tuple(self.min_ious))
            if mode is None:
                return image, target
            for _ in range(self.trials):
                nw = int(random.uniform(self.min_scale, 1.0) * w)
                nh = int(random.uniform(self.min_scale, 1.0) * h)
                if nh / max(nw, 1) < 0.5 or nh / max(nw, 1) > 2:
                    continue
                left, top = random.randint(0, w - nw), random.randint(0, h - nh)
                patch = torch.tensor([[left, top, left + nw, top + nh]], dtype=torch.float32)
                if box_ioa(boxes, patch).max() < mode:
                    continue
                inside = ((boxes[:, 2] >= left) & (boxes[:, 0] <= left + nw) &
                          (boxes[:, 3] >= top) & (boxes[:, 1] <= top + nh))
                if not inside.any():
                    continue
                new = boxes[inside].clone()
                new[:, 0::2] = (new[:, 0::2] - left).clamp(0, nw)
                new[:, 1::2] = (new[:, 1::2] - top).clamp(0, nh)
                keep = (new[:, 2] >= new[:, 0]) & (new[:, 3] >= new[:, 1])
                image = image[:, top:top + nh, left:left + nw]
                return image, {**target, "boxes": new[keep], "labels": labels[inside][keep]}
