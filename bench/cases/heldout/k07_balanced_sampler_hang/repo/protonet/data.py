import torch
from torch.utils.data import TensorDataset


def make_blobs(n, num_classes=5, dim=8, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = 3 * torch.randn(num_classes, dim, generator=g)
    labels = torch.arange(n) % num_classes
    x = centers[labels] + torch.randn(n, dim, generator=g)
    return TensorDataset(x, labels)
