import torch
import torch.nn as nn

from .base import Recommender


class NeuMF(Recommender):
    """Neural matrix factorisation: GMF branch + MLP branch fused by a linear layer."""

    def __init__(self, num_users, num_items, gmf_dim=32, mlp_layers=(128, 64, 32), dropout=0.0):
        super().__init__(num_users, num_items)
        mlp_in = mlp_layers[0]
        self.gmf_user = nn.Embedding(num_users, gmf_dim)
        self.gmf_item = nn.Embedding(num_items, gmf_dim, padding_idx=0)
        self.mlp_user = nn.Embedding(num_users, mlp_in // 2)
        self.mlp_item = nn.Embedding(num_items, mlp_in // 2, padding_idx=0)
        layers = []
        for d_in, d_out in zip(mlp_layers[:-1], mlp_layers[1:]):
            layers += [nn.Dropout(dropout), nn.Linear(d_in, d_out), nn.ReLU()]
        self.mlp = nn.Sequential(*layers)
        self.predict = nn.Linear(gmf_dim + mlp_layers[-1], 1)
        for emb in (self.gmf_user, self.gmf_item, self.mlp_user, self.mlp_item):
            nn.init.normal_(emb.weight, std=0.01)

    def score(self, users, items, history=None):
        B, C = items.shape
        users = users.unsqueeze(1).expand(B, C)
        gmf = self.gmf_user(users) * self.gmf_item(items)
        mlp = self.mlp(torch.cat([self.mlp_user(users), self.mlp_item(items)], dim=-1))
        return self.predict(torch.cat([gmf, mlp], dim=-1)).squeeze(-1)
