import json
import os

import torch

from .graph import Graph


def planted_partition(num_nodes=1000, num_classes=5, p_in=0.02, p_out=0.002, feat_dim=32, feat_noise=1.0, seed=0):
    """Stochastic block model with class-dependent Gaussian features."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (num_nodes,), generator=g)
    same = y[:, None] == y[None, :]
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = torch.rand(num_nodes, num_nodes, generator=g) < prob
    adj = torch.triu(adj, diagonal=1)
    edge_index = adj.nonzero().t().contiguous()
    centers = torch.randn(num_classes, feat_dim, generator=g)
    x = centers[y] * 0.5 + feat_noise * torch.randn(num_nodes, feat_dim, generator=g)
    return Graph(x=x, edge_index=edge_index, y=y)


def read_edgelist(root):
    """Directory layout: edges.txt ("src dst" per line), features.json, labels.json."""
    with open(os.path.join(root, "features.json")) as fh:
        feats = json.load(fh)
    with open(os.path.join(root, "labels.json")) as fh:
        labels = json.load(fh)
    node_ids = sorted(feats, key=lambda k: int(k))
    remap = {nid: i for i, nid in enumerate(node_ids)}
    src, dst = [], []
    with open(os.path.join(root, "edges.txt")) as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            a, b = line.split()[:2]
            if a in remap and b in remap:
                src.append(remap[a])
                dst.append(remap[b])
    x = torch.tensor([feats[n] for n in node_ids], dtype=torch.float32)
    y = torch.tensor([labels.get(n, -1) for n in node_ids], dtype=torch.long)
    return Graph(x=x, edge_index=torch.tensor([src, dst], dtype=torch.long), y=y)


def load_dataset(cfg):
    cfg = dict(cfg)
    name = cfg.pop("name")
    if name == "sbm":
        return planted_partition(**cfg)
    if name == "edgelist":
        return read_edgelist(cfg["root"])
    raise ValueError(f"unknown dataset {name}")
