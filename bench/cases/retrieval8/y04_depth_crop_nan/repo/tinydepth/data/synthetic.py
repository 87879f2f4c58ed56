"""Procedural street-like scenes: sky, a ground plane and a few boxes.

Depth is metric (metres). Sky pixels and dropped LiDAR returns are stored as 0,
which marks them invalid for supervision and evaluation.
"""
import numpy as np
from torch.utils.data import Dataset


class SyntheticSceneDataset(Dataset):
    def __init__(self, num_samples, height=48, width=64, min_depth=0.5, max_depth=20.0,
                 sparsity=0.7, seed=0, transform=None):
        self.num_samples = int(num_samples)
        self.height = int(height)
        self.width = int(width)
        self.min_depth = float(min_depth)
        self.max_depth = float(max_depth)
        self.sparsity = float(sparsity)
        self.seed = int(seed)
        self.transform = transform

    def __len__(self):
        return self.num_samples

    def _render(self, rng):
        h, w = self.height, self.width
        horizon = int(rng.integers(h // 4, int(h * 0.65)))
        cam_height = rng.uniform(1.2, 1.8)
        focal = 0.9 * w

        rows = np.arange(h, dtype=np.float32)[:, None].repeat(w, axis=1)
        depth = np.zeros((h, w), dtype=np.float32)
        below = rows > horizon
        depth[below] = cam_height * focal / (rows[below] - horizon)
        depth = np.clip(depth, 0.0, self.max_depth)

        image = np.zeros((3, h, w), dtype=np.float32)
        sky = np.linspace(0.9, 0.6, h, dtype=np.float32)[:, None]
        image[0] = 0.4 * sky
        image[1] = 0.6 * sky
        image[2] = sky
        fog = np.clip(depth / self.max_depth, 0.0, 1.0)
        checker = ((np.arange(w)[None, :] // 4 + (rows.astype(int) // 3)) % 2).astype(np.float32)
        for c, base in enumerate((0.35, 0.3, 0.25)):
            ground = base + 0.1 * checker
            image[c][below] = (ground * (1 - fog) + 0.7 * fog)[below]

        for _ in range(int(rng.integers(1, 4))):
            bottom = int(rng.integers(horizon + 2, h))
            d = cam_height * focal / (bottom - horizon)
            if d >= self.max_depth:
                continue
            bw = max(2, int(rng.uniform(0.6, 1.6) * focal / d))
            bh = max(2, int(rng.uniform(1.0, 2.5) * focal / d))
            left = int(rng.integers(0, max(1, w - bw)))
            top = max(0, bottom - bh)
            color = rng.uniform(0.2, 1.0, size=3).astype(np.float32)
            region = depth[top:bottom, left:left + bw]
            closer = (region == 0) | (region > d)
            region[closer] = d
            for c in range(3):
                patch = image[c, top:bottom, left:left + bw]
                patch[closer] = color[c]

        image += rng.normal(0.0, 0.02, size=image.shape).astype(np.float32)
        keep = rng.random((h, w)) < self.sparsity
        depth = np.where(keep & (depth >= self.min_depth), depth, 0.0).astype(np.float32)
        return np.clip(image, 0.0, 1.0), depth[None]

    def __getitem__(self, idx):
        rng = np.random.default_rng(self.seed * 100003 + idx)
        image, depth = self._render(rng)
        sample = {"image": image, "depth": depth}
        if self.transform is not None:
            sample = self.transform(sample)
        return sample
