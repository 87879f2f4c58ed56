import torch
from torch import nn


class FraudNet(nn.Module):
    def __init__(self, cardinalities, n_numeric, emb_dim=8, hidden=(128, 64), dropout=0.1):
        super().__init__()
        self.embeddings = nn.ModuleList([nn.Embedding(c, emb_dim) for c in cardinalities])
        layers, d = [], emb_dim * len(cardinalities) + n_numeric
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1))
        self.mlp = nn.Sequential(*layers)

    def forward(self, x_cat, x_num):
        embs = [emb(x_cat[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.mlp(torch.cat(embs + [x_num], 1)).squeeze(-1)
