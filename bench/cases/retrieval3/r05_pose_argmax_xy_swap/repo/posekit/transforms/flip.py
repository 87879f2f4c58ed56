import random

import torch


def flip_back(heatmaps, flip_pairs):
    """Undo a horizontal flip on heatmaps [B, K, H, W] (for flip test)."""
    out = heatmaps.flip(-1).clone()
    for a, b in flip_pairs:
        out[:, [a, b]] = out[:, [b, a]]
    return out


class FlipKeypoints:
    def __init__(self, flip_pairs, p=0.5):
        self.pairs, self.p = flip_pairs, p

    def __call__(self, image, kps):
        if random.random() >= self.p:
            return image, kps
        w = image.shape[-1]
        kps = kps.clone()
        kps[:, 0] = w - 1 - kps[:, 0]
        for a, b in self.pairs:
            kps[[a, b]] = kps[[b, a]]
        return image.flip(-1), kps
