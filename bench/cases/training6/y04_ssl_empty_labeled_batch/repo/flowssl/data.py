"""Simulated flow records and the labeled / unlabeled split."""
import torch
from torch.utils.data import TensorDataset

from . import CLASSES, UNLABELED

N_FEATURES = 40


def simulate_flows(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    k = len(CLASSES)
    y = torch.multinomial(torch.tensor([0.6, 0.1, 0.1, 0.12, 0.08]), n, replacement=True, generator=g)
    gc = torch.Generator().manual_seed(99)
    centers = torch.randn(k, N_FEATURES, generator=gc) * 0.35
    scales = 0.6 + torch.rand(k, N_FEATURES, generator=gc)
    x = centers[y] + scales[y] * torch.randn(n, N_FEATURES, generator=g)
    # byte / packet counters are heavy-tailed in the real export
    x[:, :8] = torch.sign(x[:, :8]) * torch.log1p(x[:, :8].abs() ** 2)
    return x, y


def hide_labels(y, labeled_frac, seed=0):
    """Keep the label of a random `labeled_frac` of the records, mark the rest UNLABELED."""
    g = torch.Generator().manual_seed(seed + 17)
    keep = torch.rand(len(y), generator=g) < labeled_frac
    return torch.where(keep, y, torch.full_like(y, UNLABELED))


def make_datasets(n_train, n_val, labeled_frac, seed=0):
    x_tr, y_tr = simulate_flows(n_train, seed)
    x_va, y_va = simulate_flows(n_val, seed + 1)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    y_obs = hide_labels(y_tr, labeled_frac, seed)
    return TensorDataset((x_tr - mu) / sd, y_obs), TensorDataset((x_va - mu) / sd, y_va)
