import torch
from torch import nn


class DeepFM(nn.Module):
    def __init__(self, n_buckets, n_fields, n_dense, dim=16, hidden=(128, 64)):
        super().__init__()
        self.emb = nn.Embedding(n_buckets, dim)
        self.lin = nn.Embedding(n_buckets, 1)
        self.dense = nn.Linear(n_dense, dim)
        nn.init.normal_(self.emb.weight, std=0.01)
        nn.init.zeros_(self.lin.weight)
        layers, d = [], (n_fields + 1) * dim
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU()]
            d = h
        self.mlp = nn.Sequential(*layers, nn.Linear(d, 1))
        self.bias = nn.Parameter(torch.zeros(1))

    def forward(self, idx, dense):
        e = torch.cat([self.emb(idx), self.dense(dense).unsqueeze(1)], 1)  # (B, F+1, d)
        fm = 0.5 * (e.sum(1) ** 2 - (e ** 2).sum(1)).sum(1)
        return self.bias + self.lin(idx).sum((1, 2)) + fm + self.mlp(e.flatten(1)).squeeze(1)
