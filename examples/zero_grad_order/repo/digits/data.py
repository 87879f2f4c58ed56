import torch
from torch.utils.data import TensorDataset


def make_blobs(n=1200, n_features=16, n_classes=4, seed=0):
    """Gaussian blobs: an easy, learnable classification task."""
    g = torch.Generator().manual_seed(seed)
    centers = 3 * torch.randn(n_classes, n_features, generator=g)
    y = torch.randint(0, n_classes, (n,), generator=g)
    x = centers[y] + torch.randn(n, n_features, generator=g)
    return TensorDataset(x, y)
