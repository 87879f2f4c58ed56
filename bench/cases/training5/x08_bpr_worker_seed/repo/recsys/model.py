import torch
from torch import nn


class MF(nn.Module):
    def __init__(self, n_users, n_items, dim=64):
        super().__init__()
        self.user = nn.Embedding(n_users, dim)
        self.item = nn.Embedding(n_items, dim)
        self.item_bias = nn.Embedding(n_items, 1)
        nn.init.normal_(self.user.weight, std=0.05)
        nn.init.normal_(self.item.weight, std=0.05)
        nn.init.zeros_(self.item_bias.weight)

    def score(self, u, i):
        return (self.user(u) * self.item(i)).sum(-1) + self.item_bias(i).squeeze(-1)

    def forward(self, u, i, j):
        return self.score(u, i) - self.score(u, j)

    @torch.no_grad()
    def all_scores(self, u):
        return self.user(u) @ self.item.weight.T + self.item_bias.weight.T
