"""DataLoaders over the synthetic data."""
import torch
from torch.utils.data import DataLoader, TensorDataset

from .synthetic import make_cluster_dataset


def build_loaders(cfg):
    d = cfg["data"]
    common = dict(n_features=d["n_features"], n_classes=d["n_classes"],
                  clusters_per_class=d["clusters_per_class"], noise=d["noise"])
    xtr, ytr = make_cluster_dataset(d["n_train"], seed=cfg["seed"], **common)
    xva, yva = make_cluster_dataset(d["n_val"], seed=cfg["seed"] + 1, **common)
    g = torch.Generator().manual_seed(cfg["seed"])
    train = DataLoader(TensorDataset(torch.from_numpy(xtr), torch.from_numpy(ytr)),
                       batch_size=d["batch_size"], shuffle=True, generator=g)
    val = DataLoader(TensorDataset(torch.from_numpy(xva), torch.from_numpy(yva)),
                     batch_size=512)
    return train, val
