"""Joint image/mask transforms. Images are float (3, H, W), masks long (H, W)."""
import random

import torch
import torch.nn.functional as F


class JointCompose:
    def __init__(self, ts):
        self.ts = ts

    def __call__(self, img, mask):
        for t in self.ts:
            img, mask = t(img, mask)
        return img, mask


class JointHFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, img, mask):
        if random.random() < self.p:
            return img.flip(-1), mask.flip(-1)
        return img, mask


class JointScaleJitter:
    """Rescale by a random factor, then center-crop / pad back to the input size."""

    def __init__(self, low=0.9, high=1.1, ignore_index=255):
        self.low, self.high = low, high
        self.ignore_index = ignore_index

    def __call__(self, img, mask):
        s = random.uniform(self.low, self.high)
        h, w = mask.shape
        nh, nw = max(1, int(h * s)), max(1, int(w * s))
        img2 = F.interpolate(img[None], size=(nh, nw), mode="bilinear", align_corners=False)[0]
        mask2 = F.interpolate(mask[None, None].float(), size=(nh, nw), mode="nearest")[0, 0].long()
        out_img = torch.zeros_like(img)
        out_mask = torch.full_like(mask, self.ignore_index)
        ch, cw = min(h, nh), min(w, nw)
        sy, sx = (nh - ch) // 2, (nw - cw) // 2
        dy, dx = (h - ch) // 2, (w - cw) // 2
        out_img[:, dy:dy + ch, dx:dx + cw] = img2[:, sy:sy + ch, sx:sx + cw]
        out_mask[dy:dy + ch, dx:dx + cw] = mask2[sy:sy + ch, sx:sx + cw]
        return out_img, out_mask


class JointColorJitter:
    def __init__(self, brightness=0.2, contrast=0.2):
        self.b, self.c = brightness, contrast

    def __call__(self, img, mask):
        b = 1 + random.uniform(-self.b, self.b)
        c = 1 + random.uniform(-self.c, self.c)
        mean = img.mean()
        return (img - mean) * c + mean * b, mask


def build_joint_transforms(dcfg, train=True):
    if not train:
        return None
    ts = []
    if dcfg.get("hflip", 0) > 0:
        ts.append(JointHFlip(dcfg["hflip"]))
    if dcfg.get("scale_jitter"):
        lo, hi = dcfg["scale_jitter"]
        ts.append(JointScaleJitter(lo, hi, dcfg.get("ignore_index", 255)))
    if dcfg.get("color_jitter"):
        ts.append(JointColorJitter())
    return JointCompose(ts) if ts else None
