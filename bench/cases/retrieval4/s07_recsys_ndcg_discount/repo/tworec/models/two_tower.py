import torch.nn as nn
import torch.nn.functional as F


def _mlp(dim, hidden):
    layers, cin = [], dim
    for h in hidden:
        layers += [nn.Linear(cin, h), nn.ReLU()]
        cin = h
    layers.append(nn.Linear(cin, dim))
    return nn.Sequential(*layers)


class TwoTower(nn.Module):
    def __init__(self, n_users, n_items, dim=64, hidden=(128,), temperature=0.1):
        super().__init__()
        self.user_emb = nn.Embedding(n_users, dim)
        self.item_emb = nn.Embedding(n_items, dim)
        self.user_tower = _mlp(dim, hidden)
        self.item_tower = _mlp(dim, hidden)
        self.temperature = temperature

    def user_vec(self, users):
        return F.normalize(self.user_tower(self.user_emb(users)), dim=-1)

    def item_vec(self, items):
        return F.normalize(self.item_tower(self.item_emb(items)), dim=-1)

    def score(self, users, items):
        return (self.user_vec(users) * self.item_vec(items)).sum(-1) / self.temperature

    def score_all(self, users):
        items = F.normalize(self.item_tower(self.item_emb.weight), dim=-1)
        return self.user_vec(users) @ items.T / self.temperature
