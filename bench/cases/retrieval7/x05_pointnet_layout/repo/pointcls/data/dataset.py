"""In-memory dataset of synthetic shapes."""
import numpy as np
from torch.utils.data import Dataset

from .synthetic import SHAPES, sample_shape


class SyntheticShapes(Dataset):
    def __init__(self, n_samples, n_points, transform=None, seed=0):
        rng = np.random.default_rng(seed)
        self.labels = np.arange(n_samples) % len(SHAPES)
        rng.shuffle(self.labels)
        self.clouds = [sample_shape(SHAPES[y], n_points, rng) for y in self.labels]
        self.transform = transform
        self.seed = seed
        self.epoch = 0

    def set_epoch(self, epoch):
        self.epoch = epoch

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        pts = self.clouds[idx]
        if self.transform is not None:
            rng = np.random.default_rng((self.seed, self.epoch, idx))
            pts = self.transform(pts, rng)
        return pts, int(self.labels[idx])
