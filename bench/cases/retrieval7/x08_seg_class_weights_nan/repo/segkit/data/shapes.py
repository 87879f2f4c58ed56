"""Synthetic segmentation data: filled circles, squares and triangles."""
import numpy as np
import torch
from torch.utils.data import Dataset

CLASS_NAMES = ("background", "circle", "square", "triangle")


def _circle(mask, cy, cx, r):
    yy, xx = np.ogrid[: mask.shape[0], : mask.shape[1]]
    return (yy - cy) ** 2 + (xx - cx) ** 2 <= r ** 2


def _square(mask, cy, cx, r):
    out = np.zeros_like(mask, dtype=bool)
    out[max(cy - r, 0): cy + r, max(cx - r, 0): cx + r] = True
    return out


def _triangle(mask, cy, cx, r):
    yy, xx = np.ogrid[: mask.shape[0], : mask.shape[1]]
    inside_y = (yy >= cy - r) & (yy <= cy + r)
    half = (yy - (cy - r)) / 2.0
    return inside_y & (np.abs(xx - cx) <= half)


_DRAW = (_circle, _square, _triangle)


class ShapesSegmentation(Dataset):
    def __init__(self, num_samples, image_size=48, max_shapes=3, shape_probs=(0.4, 0.35, 0.25),
                 noise_std=0.1, seed=0, transform=None):
        self.num_samples = num_samples
        self.image_size = image_size
        self.max_shapes = max_shapes
        p = np.asarray(shape_probs, dtype=np.float64)
        self.shape_probs = p / p.sum()
        self.noise_std = noise_std
        self.seed = seed
        self.transform = transform

    def __len__(self):
        return self.num_samples

    def __getitem__(self, idx):
        rng = np.random.default_rng((self.seed, idx))
        s = self.image_size
        mask = np.zeros((s, s), dtype=np.int64)
        img = np.zeros((s, s), dtype=np.float32)
        for _ in range(rng.integers(1, self.max_shapes + 1)):
            k = rng.choice(len(_DRAW), p=self.shape_probs)
            r = int(rng.integers(4, s // 4))
            cy, cx = (int(v) for v in rng.integers(r, s - r, size=2))
            region = _DRAW[k](mask, cy, cx, r)
            mask[region] = k + 1
            img[region] = 0.3 + 0.2 * k
        img = img + rng.normal(0, self.noise_std, img.shape).astype(np.float32)
        image = torch.from_numpy(img)[None]
        target = torch.from_numpy(mask)
        if self.transform is not None:
            image, target = self.transform(image, target)
        return image, target
