"""Geometric augmentations applied jointly to the image and keypoints."""
import random

import torch
import torch.nn.functional as F

from ..data.skeleton import flip_index


class Compose:
    def __init__(self, ops):
        self.ops = list(ops)

    def __call__(self, sample):
        for op in self.ops:
            sample = op(sample)
        return sample


class RandomHorizontalFlip:
    def __init__(self, num_keypoints=17, p=0.5):
        self.p = p
        self.perm = flip_index(num_keypoints)

    def __call__(self, sample):
        if random.random() >= self.p:
            return sample
        image = sample["image"]
        W = image.shape[-1]
        kps = sample["keypoints"].clone()
        kps[:, 0] = (W - 1) - kps[:, 0]
        sample = dict(sample)
        sample["image"] = image.flip(-1)
        sample["keypoints"] = kps[self.perm]
        sample["visible"] = sample["visible"][self.perm]
        return sample


class RandomScaleShift:
    """Zoom in/out around the crop centre, keeping the output size fixed."""

    def __init__(self, scale=(0.8, 1.2), shift=0.05):
        self.scale = scale
        self.shift = shift

    def __call__(self, sample):
        image = sample["image"]
        _, H, W = image.shape
        s = random.uniform(*self.scale)
        tx = random.uniform(-self.shift, self.shift) * W
        ty = random.uniform(-self.shift, self.shift) * H
        cx, cy = (W - 1) / 2.0, (H - 1) / 2.0
        # output pixel p maps to input pixel (p - c - t) / s + c
        theta = torch.tensor([[1.0 / s, 0.0, -2 * tx / (s * (W - 1))],
                              [0.0, 1.0 / s, -2 * ty / (s * (H - 1))]], dtype=torch.float32)
        grid = F.affine_grid(theta.unsqueeze(0), (1, 3, H, W), align_corners=True)
        warped = F.grid_sample(image.unsqueeze(0), grid, align_corners=True).squeeze(0)
        kps = sample["keypoints"].clone()
        kps[:, 0] = (kps[:, 0] - cx) * s + cx + tx
        kps[:, 1] = (kps[:, 1] - cy) * s + cy + ty
        inside = (kps[:, 0] >= 0) & (kps[:, 0] <= W - 1) & (kps[:, 1] >= 0) & (kps[:, 1] <= H - 1)
        sample = dict(sample)
        sample["image"] = warped
        sample["keypoints"] = kps
        sample["visible"] = sample["visible"] * inside.float()
        return sample
