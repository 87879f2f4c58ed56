import os
from dataclasses import dataclass

import torch


@dataclass
class Graph:
    x: torch.Tensor
    edge_index: torch.Tensor
    y: torch.Tensor
    name: str = "graph"

    @property
    def num_nodes(self):
        return self.x.size(0)

    @property
    def num_classes(self):
        return int(self.y.max()) + 1


def load_graph(root, name=None):
    edges = []
    with open(os.path.join(root, "edges.tsv")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                a, b = line.split()[:2]
                edges.append((int(a), int(b)))
    x = torch.load(os.path.join(root, "features.pt")).float()
    y = torch.load(os.path.join(root, "labels.pt")).long()
    return Graph(x, torch.tensor(edges, dtype=torch.long).t().contiguous(), y, name or os.path.basename(root.rstrip("/")))


def synthetic_sbm(n_per_class=200, n_classes=5, p_in=0.05, p_out=0.005, n_feats=32, seed=0):
    g = torch.Generator().manual_seed(seed)
    n = n_per_class * n_classes
    y = torch.arange(n_classes).repeat_interleave(n_per_class)
    same = y[:, None] == y[None, :]
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = torch.rand(n, n, generator=g) < prob
    adj = torch.triu(adj, diagonal=1)
    src, dst = adj.nonzero(as_tuple=True)
    centers = torch.randn(n_classes, n_feats, generator=g)
    x = centers[y] * 0.5 + torch.randn(n, n_feats, generator=g)
    return Graph(x, torch.stack([src, dst]), y, "sbm")
