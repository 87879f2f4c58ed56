import torch
from torch import nn


class NeuMF(nn.Module):
    """GMF + MLP towers fused by a linear layer (He et al., 2017)."""

    def __init__(self, n_users, n_items, dim=16, mlp=(64, 32, 16)):
        super().__init__()
        self.gmf_u = nn.Embedding(n_users, dim)
        self.gmf_i = nn.Embedding(n_items, dim)
        self.mlp_u = nn.Embedding(n_users, mlp[0] // 2)
        self.mlp_i = nn.Embedding(n_items, mlp[0] // 2)
        layers = []
        for a, b in zip(mlp[:-1], mlp[1:]):
            layers += [nn.Linear(a, b), nn.ReLU()]
        self.mlp = nn.Sequential(*layers)
        self.out = nn.Linear(dim + mlp[-1], 1)
        for emb in (self.gmf_u, self.gmf_i, self.mlp_u, self.mlp_i):
            nn.init.normal_(emb.weight, std=0.01)

    def forward(self, users, items):
        g = self.gmf_u(users) * self.gmf_i(items)
        m = self.mlp(torch.cat([self.mlp_u(users), self.mlp_i(items)], -1))
        return self.out(torch.cat([g, m], -1)).squeeze(-1)
