import torch
from torch.utils.data import DataLoader, TensorDataset


def load_housing(n=3000, seed=0):
    """Synthetic stand-in for the housing table: 8 features, price in 100k$."""
    g = torch.Generator().manual_seed(seed)
    X = torch.randn(n, 8, generator=g)
    price = 2.0 + 0.8 * X[:, 0] - 0.5 * X[:, 1] + 0.3 * X[:, 2] * X[:, 3] + 0.2 * torch.randn(n, generator=g)
    return X, price


def make_loaders(X, y, batch_size=128, val_frac=0.2):
    n_val = int(len(X) * val_frac)
    train = TensorDataset(X[n_val:], y[n_val:])
    val = TensorDataset(X[:n_val], y[:n_val])
    return (DataLoader(train, batch_size=batch_size, shuffle=True),
            DataLoader(val, batch_size=batch_size))
