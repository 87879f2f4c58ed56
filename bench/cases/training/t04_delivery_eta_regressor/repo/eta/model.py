import torch
import torch.nn as nn


class ETAModel(nn.Module):
    def __init__(self, n_numeric, cardinalities, emb_dim=8, hidden=(128, 64), dropout=0.1):
        super().__init__()
        self.embeddings = nn.ModuleList(nn.Embedding(c, emb_dim) for c in cardinalities)
        layers, d = [], n_numeric + emb_dim * len(cardinalities)
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1))
        self.mlp = nn.Sequential(*layers)

    def forward(self, numeric, categorical):
        embs = [emb(categorical[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.mlp(torch.cat([numeric] + embs, dim=1)).squeeze(1)


def l2_penalty(model):
    """Sum of squared weights (biases and embeddings excluded)."""
    return sum((p ** 2).sum() for name, p in model.named_parameters()
               if p.dim() > 1 and not name.startswith("embeddings"))
