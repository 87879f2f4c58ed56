import torch
from torch.utils.data import DataLoader, Subset

from .partition import build_partition
from .synthetic import make_blobs


def build_client_datasets(cfg):
    d = cfg.data
    if d.get("kind", "synthetic") != "synthetic":
        raise ValueError("only data.kind=synthetic is bundled")
    train = make_blobs(d.get("num_train", 6000), d.get("num_classes", 10), d.get("dim", 20),
                       d.get("spread", 1.6), seed=d.get("seed", 0))
    test = make_blobs(d.get("num_test", 2000), d.get("num_classes", 10), d.get("dim", 20),
                      d.get("spread", 1.6), seed=d.get("seed", 0) + 1)
    parts = build_partition(cfg, train.tensors[1])
    clients = [Subset(train, idx) for idx in parts]
    return clients, test


def make_loader(dataset, batch_size, shuffle, seed=None):
    g = None
    if shuffle:
        g = torch.Generator().manual_seed(0 if seed is None else seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=shuffle, generator=g)
