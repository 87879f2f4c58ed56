import torch
import torch.nn as nn


class BiasedMF(nn.Module):
    def __init__(self, n_users, n_items, dim=16, global_mean=3.5):
        super().__init__()
        self.user_emb = nn.Embedding(n_users, dim)
        self.item_emb = nn.Embedding(n_items, dim)
        self.user_bias = nn.Embedding(n_users, 1)
        self.item_bias = nn.Embedding(n_items, 1)
        self.global_bias = nn.Parameter(torch.tensor(float(global_mean)))
        nn.init.normal_(self.user_emb.weight, std=0.05)
        nn.init.normal_(self.item_emb.weight, std=0.05)
        nn.init.zeros_(self.user_bias.weight)
        nn.init.zeros_(self.item_bias.weight)

    def forward(self, users, items):
        dot = (self.user_emb(users) * self.item_emb(items)).sum(-1)
        bias = self.user_bias(users).squeeze(-1) + self.item_bias(items).squeeze(-1)
        return self.global_bias + bias + dot

    def regularization(self, users, items):
        return (self.user_emb(users).pow(2).sum(-1) + self.item_emb(items).pow(2).sum(-1)).mean()

    @torch.no_grad()
    def recommend(self, user, k=10, exclude=None):
        items = torch.arange(self.item_emb.num_embeddings)
        scores = self.forward(torch.full_like(items, user), items)
        if exclude is not None:
            scores[exclude] = -float("inf")
        return torch.topk(scores, k).indices
