"""Train/val splitting and DataLoader construction."""

import torch
from torch.utils.data import DataLoader, TensorDataset

from moeclf.data.synthetic import make_cluster_dataset


def train_val_split(x, y, val_fraction, seed=0):
    gen = torch.Generator().manual_seed(seed)
    perm = torch.randperm(x.shape[0], generator=gen)
    n_val = int(round(val_fraction * x.shape[0]))
    val_idx, train_idx = perm[:n_val], perm[n_val:]
    return (x[train_idx], y[train_idx]), (x[val_idx], y[val_idx])


def build_loaders(data_cfg, seed=0):
    x, y = make_cluster_dataset(
        data_cfg["num_samples"],
        data_cfg["num_features"],
        data_cfg["num_classes"],
        data_cfg["num_clusters"],
        cluster_std=data_cfg.get("cluster_std", 0.6),
        seed=seed,
    )
    (xtr, ytr), (xva, yva) = train_val_split(x, y, data_cfg["val_fraction"], seed=seed)
    gen = torch.Generator().manual_seed(seed + 1)
    train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=data_cfg["batch_size"],
                              shuffle=True, generator=gen, drop_last=True)
    val_loader = DataLoader(TensorDataset(xva, yva), batch_size=data_cfg["batch_size"] * 2)
    return train_loader, val_loader
