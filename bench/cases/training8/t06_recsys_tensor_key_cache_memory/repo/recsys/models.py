import torch
import torch.nn as nn


class MF(nn.Module):
    def __init__(self, n_users, n_items, dim=32):
        super().__init__()
        self.user = nn.Embedding(n_users, dim)
        self.item = nn.Embedding(n_items, dim)
        self.item_bias = nn.Embedding(n_items, 1)
        nn.init.normal_(self.user.weight, std=0.1)
        nn.init.normal_(self.item.weight, std=0.1)
        nn.init.zeros_(self.item_bias.weight)

    def score(self, users, items):
        """users [B], items [B] or [B, K] -> scores with the shape of items."""
        u = self.user(users)
        if items.dim() == 2:
            u = u.unsqueeze(1)
        return (u * self.item(items)).sum(-1) + self.item_bias(items).squeeze(-1)

    def all_scores(self, users):
        return self.user(users) @ self.item.weight.T + self.item_bias.weight.T


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim=32):
        super().__init__()
        self.user = nn.Sequential(nn.Embedding(n_users, dim), nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim))
        self.item = nn.Sequential(nn.Embedding(n_items, dim), nn.Linear(dim, dim), nn.ReLU(), nn.Linear(dim, dim))

    def score(self, users, items):
        u = self.user(users)
        if items.dim() == 2:
            u = u.unsqueeze(1)
        return (u * self.item(items)).sum(-1)

    def all_scores(self, users):
        n_items = self.item[0].num_embeddings
        return self.user(users) @ self.item(torch.arange(n_items)).T


def build_model(name, n_users, n_items, dim):
    return {"mf": MF, "two_tower": TwoTower}[name](n_users, n_items, dim)
