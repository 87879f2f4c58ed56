import numpy as np
import torch


def make_dataset(n=1200, d=10, seed=1234):
    """Fixed synthetic tabular task (the data itself does not depend on the run seed)."""
    rs = np.random.RandomState(seed)
    X = rs.randn(n, d).astype(np.float32)
    w = rs.randn(d).astype(np.float32)
    y = (X @ w + 0.5 * np.sin(3 * X[:, 0]) > 0).astype(np.int64)
    return torch.from_numpy(X), torch.from_numpy(y)


def train_val_split(X, y, val_frac=0.2):
    perm = np.random.permutation(len(X))
    n_val = int(len(X) * val_frac)
    val_idx, train_idx = perm[:n_val], perm[n_val:]
    return (X[train_idx], y[train_idx]), (X[val_idx], y[val_idx])
