"""Synthetic 'product descriptor' vectors: one cluster per product id, warped
nonlinearly so a linear model is not enough."""
import torch
from torch.utils.data import TensorDataset


def make_products(num_ids=40, per_id=150, dim=64, seed=0):
    g = torch.Generator().manual_seed(seed)
    centers = torch.randn(num_ids, dim, generator=g) * 0.7
    labels = torch.arange(num_ids).repeat_interleave(per_id)
    x = centers[labels] + torch.randn(len(labels), dim, generator=g)
    mix = torch.randn(dim, dim, generator=g) / dim ** 0.5
    x = torch.tanh(x @ mix) + 0.1 * x
    return x, labels


def split_by_views(x, labels, val_per_id=30, seed=0):
    """Hold out `val_per_id` views of every product for the retrieval evaluation."""
    g = torch.Generator().manual_seed(seed)
    train_idx, val_idx = [], []
    for c in labels.unique():
        idx = (labels == c).nonzero().squeeze(1)
        idx = idx[torch.randperm(len(idx), generator=g)]
        val_idx.append(idx[:val_per_id])
        train_idx.append(idx[val_per_id:])
    tr, va = torch.cat(train_idx), torch.cat(val_idx)
    return TensorDataset(x[tr], labels[tr]), TensorDataset(x[va], labels[va])
