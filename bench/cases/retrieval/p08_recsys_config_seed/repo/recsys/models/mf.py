from torch import nn


class MatrixFactorization(nn.Module):
    def __init__(self, num_users, num_items, dim=32):
        super().__init__()
        self.user = nn.Embedding(num_users, dim)
        self.item = nn.Embedding(num_items, dim)
        self.user_bias = nn.Embedding(num_users, 1)
        self.item_bias = nn.Embedding(num_items, 1)
        nn.init.normal_(self.user.weight, std=0.1)
        nn.init.normal_(self.item.weight, std=0.1)
        nn.init.zeros_(self.user_bias.weight)
        nn.init.zeros_(self.item_bias.weight)

    def forward(self, users, items):
        dot = (self.user(users) * self.item(items)).sum(-1)
        return dot + self.user_bias(users).squeeze(-1) + self.item_bias(items).squeeze(-1)

    def l2(self, users, items):
        return self.user(users).pow(2).sum() + self.item(items).pow(2).sum()
