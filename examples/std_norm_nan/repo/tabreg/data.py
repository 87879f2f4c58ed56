import numpy as np
import torch
from torch.utils.data import Dataset


def make_table(n=1024, n_features=8, seed=0):
    """House-price-like regression table; the last feature is a rarely-set flag column."""
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, n_features)).astype(np.float32)
    x[:, -1] = (rng.random(n) < 0.15).astype(np.float32)
    w = rng.normal(size=n_features).astype(np.float32)
    y = x @ w + 0.1 * rng.normal(size=n).astype(np.float32)
    return x, y.astype(np.float32)


class TableDataset(Dataset):
    def __init__(self, x, y):
        self.x, self.y = torch.from_numpy(x), torch.from_numpy(y)

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]
