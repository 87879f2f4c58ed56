import torch
import torch.nn as nn


class WideAndDeep(nn.Module):
    def __init__(self, cardinalities, n_dense, emb_dim=16, hidden=(512, 256), dropout=0.1):
        super().__init__()
        self.embeddings = nn.ModuleList([nn.Embedding(c, emb_dim) for c in cardinalities])
        self.wide = nn.ModuleList([nn.Embedding(c, 1) for c in cardinalities])
        self.dense_wide = nn.Linear(n_dense, 1)
        for w in self.wide:
            nn.init.zeros_(w.weight)
        layers, d = [], emb_dim * len(cardinalities) + n_dense
        for h in hidden:
            layers += [nn.Linear(d, h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        layers.append(nn.Linear(d, 1))
        self.deep = nn.Sequential(*layers)

    def forward(self, cats, dense):
        emb = torch.cat([e(cats[:, i]) for i, e in enumerate(self.embeddings)], dim=1)
        deep = self.deep(torch.cat([emb, dense], dim=1)).squeeze(-1)
        wide = sum(w(cats[:, i]).squeeze(-1) for i, w in enumerate(self.wide))
        return deep + wide + self.dense_wide(dense).squeeze(-1)
