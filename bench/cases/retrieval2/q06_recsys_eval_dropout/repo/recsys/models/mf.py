import torch
import torch.nn as nn

from .base import Recommender


class MatrixFactorization(Recommender):
    def __init__(self, num_users: int, num_items: int, dim: int = 64):
        super().__init__(num_users, num_items)
        self.user_emb = nn.Embedding(num_users, dim)
        self.item_emb = nn.Embedding(num_items, dim, padding_idx=0)
        self.item_bias = nn.Embedding(num_items, 1, padding_idx=0)
        nn.init.normal_(self.user_emb.weight, std=0.01)
        nn.init.normal_(self.item_emb.weight, std=0.01)
        nn.init.zeros_(self.item_bias.weight)

    def score(self, users, items, history=None):
        u = self.user_emb(users).unsqueeze(1)           # (B, 1, D)
        v = self.item_emb(items)                        # (B, C, D)
        return (u * v).sum(-1) + self.item_bias(items).squeeze(-1)

    def l2_penalty(self, users, *item_batches):
        reg = self.user_emb(users).pow(2).sum()
        for items in item_batches:
            reg = reg + self.item_emb(items).pow(2).sum()
        return reg / users.numel()
