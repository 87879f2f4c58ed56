import torch
import torch.nn as nn


class BiasedMF(nn.Module):
    """r_hat(u, i) = mu + b_u + b_i + <p_u, q_i>"""

    def __init__(self, num_users, num_items, dim=16, init_std=0.05, global_mean=3.5):
        super().__init__()
        self.user_emb = nn.Embedding(num_users, dim)
        self.item_emb = nn.Embedding(num_items, dim)
        self.user_bias = nn.Embedding(num_users, 1)
        self.item_bias = nn.Embedding(num_items, 1)
        self.register_buffer("mu", torch.tensor(float(global_mean)))
        for emb in (self.user_emb, self.item_emb):
            nn.init.normal_(emb.weight, std=init_std)
        for emb in (self.user_bias, self.item_bias):
            nn.init.zeros_(emb.weight)

    def forward(self, users, items):
        p, q = self.user_emb(users), self.item_emb(items)
        dot = (p * q).sum(-1)
        return self.mu + self.user_bias(users).squeeze(-1) + self.item_bias(items).squeeze(-1) + dot

    def l2_penalty(self, users, items):
        return (self.user_emb(users).pow(2).sum() + self.item_emb(items).pow(2).sum()) / len(users)
