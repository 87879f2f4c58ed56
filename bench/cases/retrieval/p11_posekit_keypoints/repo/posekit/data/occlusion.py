"""Synthetic occluders: grey rectangles pasted over the image; covered joints become invisible."""
import random

import torch


class RandomOcclusion:
    def __init__(self, p=0.3, max_frac=0.3, value=0.5):
        self.p, self.max_frac, self.value = p, max_frac, value

    def __call__(self, img, kps, vis):
        if random.random() >= self.p:
            return img, kps, vis
        _, h, w = img.shape
        bh = random.randint(2, max(2, int(h * self.max_frac)))
        bw = random.randint(2, max(2, int(w * self.max_frac)))
        y0, x0 = random.randint(0, h - bh), random.randint(0, w - bw)
        img = img.clone()
        img[:, y0:y0 + bh, x0:x0 + bw] = self.value
        inside = ((kps[:, 0] >= x0) & (kps[:, 0] < x0 + bw) & (kps[:, 1] >= y0) & (kps[:, 1] < y0 + bh))
        return img, kps, vis * (~inside).float()


def occlusion_rate(vis):
    return 1.0 - vis.float().mean().item()
