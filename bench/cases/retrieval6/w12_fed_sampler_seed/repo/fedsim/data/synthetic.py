import torch
from torch.utils.data import TensorDataset


def make_blobs(n, num_classes=10, dim=20, spread=1.6, seed=0, centers_seed=123):
    """Gaussian class blobs; the class centres are shared by every split (centers_seed)."""
    gc = torch.Generator().manual_seed(centers_seed)
    centers = torch.randn(num_classes, dim, generator=gc) * 2.0
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(num_classes, (n,), generator=g)
    x = centers[y] + spread * torch.randn(n, dim, generator=g)
    return TensorDataset(x, y)
