import torch.nn as nn


class MatrixFactorization(nn.Module):
    def __init__(self, n_users, n_items, dim=64):
        super().__init__()
        self.user = nn.Embedding(n_users, dim)
        self.item = nn.Embedding(n_items, dim)
        self.item_bias = nn.Embedding(n_items, 1)
        nn.init.normal_(self.user.weight, std=0.01)
        nn.init.normal_(self.item.weight, std=0.01)
        nn.init.zeros_(self.item_bias.weight)

    def score(self, users, items):
        return (self.user(users) * self.item(items)).sum(-1) + self.item_bias(items).squeeze(-1)

    def score_all(self, users):
        return self.user(users) @ self.item.weight.T + self.item_bias.weight.T
