import math

import torch
import torch.nn as nn

from .data import CATEGORICAL, NUMERIC


class ChurnMLP(nn.Module):
    def __init__(self, hidden=(256, 128), emb_dim=8, dropout=0.1, prior=None):
        super().__init__()
        self.embs = nn.ModuleList(nn.Embedding(k, emb_dim) for k in CATEGORICAL.values())
        d = len(NUMERIC) + emb_dim * len(CATEGORICAL)
        layers = []
        for h in hidden:
            layers += [nn.Linear(d, h), nn.LayerNorm(h), nn.GELU(), nn.Dropout(dropout)]
            d = h
        self.body = nn.Sequential(*layers)
        self.out = nn.Linear(d, 1)
        if prior is not None:   # start from the base rate: log-odds bias init
            nn.init.constant_(self.out.bias, math.log(prior / (1 - prior)))

    def forward(self, num, cat):
        x = torch.cat([num] + [emb(cat[:, i]) for i, emb in enumerate(self.embs)], dim=1)
        return self.out(self.body(x)).squeeze(1)
