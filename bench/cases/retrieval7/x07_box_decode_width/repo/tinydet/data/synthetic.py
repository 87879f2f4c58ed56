"""Synthetic detection data: colored axis-aligned rectangles on noise."""
import numpy as np
import torch
from torch.utils.data import Dataset

# class 0 -> red rectangles, class 1 -> green rectangles
_COLORS = np.array([[0.9, 0.15, 0.1], [0.1, 0.85, 0.2]], dtype=np.float32)


class RectanglesDataset(Dataset):
    def __init__(self, num_samples, image_size=64, max_objects=3, min_size=8,
                 max_size=30, noise_std=0.05, seed=0, transforms=None):
        self.num_samples = num_samples
        self.image_size = image_size
        self.max_objects = max_objects
        self.min_size = min_size
        self.max_size = max_size
        self.noise_std = noise_std
        self.seed = seed
        self.transforms = transforms

    def __len__(self):
        return self.num_samples

    def _sample(self, rng):
        s = self.image_size
        img = rng.normal(0.2, self.noise_std, size=(s, s, 3)).astype(np.float32)
        n = rng.integers(1, self.max_objects + 1)
        boxes, labels = [], []
        for _ in range(n):
            w = rng.integers(self.min_size, self.max_size + 1)
            h = rng.integers(self.min_size, self.max_size + 1)
            x0 = rng.integers(0, s - w + 1)
            y0 = rng.integers(0, s - h + 1)
            c = rng.integers(0, len(_COLORS))
            img[y0:y0 + h, x0:x0 + w] = _COLORS[c]
            boxes.append([x0, y0, x0 + w, y0 + h])
            labels.append(c)
        return img, np.array(boxes, np.float32), np.array(labels, np.int64)

    def __getitem__(self, idx):
        rng = np.random.default_rng(self.seed * 100003 + idx)
        img, boxes, labels = self._sample(rng)
        image = torch.from_numpy(img).permute(2, 0, 1).contiguous()
        target = {"boxes": torch.from_numpy(boxes), "labels": torch.from_numpy(labels)}
        if self.transforms is not None:
            image, target = self.transforms(image, target)
        return image, target
