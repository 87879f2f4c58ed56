"""Neural collaborative filtering (He et al., 2017): GMF, MLP and their fusion NeuMF."""
import torch
from torch import nn


class GMF(nn.Module):
    def __init__(self, num_users, num_items, dim=16):
        super().__init__()
        self.user = nn.Embedding(num_users, dim)
        self.item = nn.Embedding(num_items, dim)
        self.out = nn.Linear(dim, 1)
        nn.init.normal_(self.user.weight, std=0.01)
        nn.init.normal_(self.item.weight, std=0.01)

    def features(self, users, items):
        return self.user(users) * self.item(items)

    def forward(self, users, items):
        return self.out(self.features(users, items)).squeeze(-1)


class MLPRec(nn.Module):
    def __init__(self, num_users, num_items, dim=16, layers=(32, 16), dropout=0.0):
        super().__init__()
        self.user = nn.Embedding(num_users, dim)
        self.item = nn.Embedding(num_items, dim)
        mods, d = [], 2 * dim
        for h in layers:
            mods += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        self.mlp = nn.Sequential(*mods)
        self.out = nn.Linear(d, 1)
        self.out_dim = d

    def features(self, users, items):
        return self.mlp(torch.cat([self.user(users), self.item(items)], -1))

    def forward(self, users, items):
        return self.out(self.features(users, items)).squeeze(-1)


class NeuMF(nn.Module):
    def __init__(self, num_users, num_items, dim=16, layers=(32, 16), dropout=0.0):
        super().__init__()
        self.gmf = GMF(num_users, num_items, dim)
        self.mlp = MLPRec(num_users, num_items, dim, layers, dropout)
        self.out = nn.Linear(dim + self.mlp.out_dim, 1)

    def forward(self, users, items):
        h = torch.cat([self.gmf.features(users, items), self.mlp.features(users, items)], -1)
        return self.out(h).squeeze(-1)

    def load_pretrained(self, gmf, mlp, alpha=0.5):
        self.gmf.load_state_dict(gmf.state_dict())
        self.mlp.load_state_dict(mlp.state_dict())
        with torch.no_grad():
            self.out.weight.copy_(torch.cat([alpha * gmf.out.weight, (1 - alpha) * mlp.out.weight], 1))
            self.out.bias.copy_(alpha * gmf.out.bias + (1 - alpha) * mlp.out.bias)
