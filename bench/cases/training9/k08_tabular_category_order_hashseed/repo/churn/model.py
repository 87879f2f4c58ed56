import torch
import torch.nn as nn


class ChurnModel(nn.Module):
    """Entity embeddings for categorical columns + standardised numerics -> MLP -> logit."""

    def __init__(self, cardinalities, num_numeric, embedding_dim=8, hidden=(64, 32), dropout=0.1):
        super().__init__()
        self.embeddings = nn.ModuleList(nn.Embedding(n, embedding_dim) for n in cardinalities)
        layers, d = [], embedding_dim * len(cardinalities) + num_numeric
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1))
        self.mlp = nn.Sequential(*layers)

    def forward(self, cats, nums):
        embs = [emb(cats[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.mlp(torch.cat(embs + [nums], dim=1)).squeeze(1)
