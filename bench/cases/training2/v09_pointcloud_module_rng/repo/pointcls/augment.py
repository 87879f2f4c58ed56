"""Training-time augmentation for point clouds."""
import math

import torch

# Separate stream for augmentation so that changing the model (and with it the number of
# random draws made by its initialization) does not change the augmentations.
_AUG_GENERATOR = torch.Generator().manual_seed(2024)


class RandomRotateJitter:
    """Random rotation about the vertical axis, random scaling and Gaussian jitter."""

    def __init__(self, jitter=0.02, scale=(0.85, 1.15), generator=None):
        self.jitter = jitter
        self.scale = scale
        self.generator = generator if generator is not None else _AUG_GENERATOR

    def __call__(self, pts):
        g = self.generator
        theta = float(torch.rand(1, generator=g)) * 2 * math.pi
        c, s = math.cos(theta), math.sin(theta)
        rot = torch.tensor([[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]])
        lo, hi = self.scale
        k = lo + (hi - lo) * float(torch.rand(1, generator=g))
        return k * pts @ rot.T + self.jitter * torch.randn(pts.shape, generator=g)
