import torch
import torch.nn as nn


def default_embed_dim(cardinality):
    return int(min(50, round(1.6 * cardinality ** 0.56)))


class EmbeddingMLP(nn.Module):
    def __init__(self, n_numeric, cardinalities, hidden=(256, 128), dropout=0.1, embed_dim=None):
        super().__init__()
        self.embeddings = nn.ModuleList(
            nn.Embedding(c, embed_dim or default_embed_dim(c)) for c in cardinalities
        )
        in_dim = n_numeric + sum(e.embedding_dim for e in self.embeddings)
        layers = []
        for h in hidden:
            layers += [nn.Linear(in_dim, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(dropout)]
            in_dim = h
        layers.append(nn.Linear(in_dim, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x_num, x_cat):
        parts = [x_num]
        for j, emb in enumerate(self.embeddings):
            parts.append(emb(x_cat[:, j]))
        return self.net(torch.cat(parts, dim=1)).squeeze(-1)
