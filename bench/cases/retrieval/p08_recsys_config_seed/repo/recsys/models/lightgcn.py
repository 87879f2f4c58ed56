"""LightGCN (He et al., 2020): embeddings propagated over the normalised user-item graph."""
import torch
from torch import nn


def normalized_adjacency(train, num_users, num_items):
    rows, cols = [], []
    for u, items in train.items():
        for i in items:
            rows += [u, num_users + i]
            cols += [num_users + i, u]
    n = num_users + num_items
    idx = torch.tensor([rows, cols])
    vals = torch.ones(len(rows))
    deg = torch.zeros(n).index_add_(0, idx[0], vals)
    dinv = deg.clamp(min=1).pow(-0.5)
    vals = dinv[idx[0]] * vals * dinv[idx[1]]
    return torch.sparse_coo_tensor(idx, vals, (n, n)).coalesce()


class LightGCN(nn.Module):
    def __init__(self, num_users, num_items, adj, dim=32, layers=2):
        super().__init__()
        self.num_users = num_users
        self.emb = nn.Embedding(num_users + num_items, dim)
        nn.init.normal_(self.emb.weight, std=0.1)
        self.register_buffer("adj", adj)
        self.layers = layers

    def propagate(self):
        x = self.emb.weight
        out = [x]
        for _ in range(self.layers):
            x = torch.sparse.mm(self.adj, x)
            out.append(x)
        return torch.stack(out).mean(0)

    def forward(self, users, items):
        h = self.propagate()
        return (h[users] * h[self.num_users + items]).sum(-1)
