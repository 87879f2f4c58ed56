import torch
import torch.nn as nn


class TabularMLP(nn.Module):
    """Embeddings for categorical columns, concatenated with numeric features, then an MLP."""

    def __init__(self, n_numeric, cardinalities, emb_dim=8, hidden=(128, 64), dropout=0.1):
        super().__init__()
        self.embeddings = nn.ModuleList(nn.Embedding(c, emb_dim) for c in cardinalities)
        in_dim = n_numeric + emb_dim * len(cardinalities)
        layers = []
        for h in hidden:
            layers += [nn.Linear(in_dim, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(dropout)]
            in_dim = h
        self.body = nn.Sequential(*layers)
        self.head = nn.Linear(in_dim, 1)

    def forward(self, x_num, x_cat):
        parts = [x_num] + [emb(x_cat[:, j]) for j, emb in enumerate(self.embeddings)]
        h = self.body(torch.cat(parts, dim=1))
        return self.head(h).squeeze(1)
