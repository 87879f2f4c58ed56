import torch
import torch.nn as nn
import torch.nn.functional as F


def tower(in_dim, hidden, out_dim):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, out_dim))


class TwoTower(nn.Module):
    """User tower: id embedding -> MLP. Item tower: id embedding + content features -> MLP."""

    def __init__(self, num_users, num_items, item_features, emb_dim=32, hidden=64):
        super().__init__()
        self.register_buffer("item_features", item_features)
        self.user_emb = nn.Embedding(num_users, emb_dim)
        self.item_emb = nn.Embedding(num_items, emb_dim)
        nn.init.normal_(self.user_emb.weight, std=0.1)
        nn.init.normal_(self.item_emb.weight, std=0.1)
        self.user_mlp = tower(emb_dim, hidden, emb_dim)
        self.item_mlp = tower(emb_dim + item_features.shape[1], hidden, emb_dim)

    def encode_users(self, users):
        return F.normalize(self.user_mlp(self.user_emb(users)), dim=-1)

    @torch.no_grad()
    def encode_items(self, items):
        x = torch.cat([self.item_emb(items), self.item_features[items]], dim=-1)
        return F.normalize(self.item_mlp(x), dim=-1)

    def forward(self, users, items):
        return self.encode_users(users), self.encode_items(items)

    def all_item_vectors(self):
        """Vectors for the retrieval index."""
        return self.encode_items(torch.arange(self.item_emb.num_embeddings,
                                              device=self.item_emb.weight.device))
