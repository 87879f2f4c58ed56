import torch
from torch import nn

from .data import N_COUNTRY, N_MERCHANT_CAT


class TabularMLP(nn.Module):
    def __init__(self, n_num, n_classes, emb_dim=8, hidden=(256, 128), dropout=0.1):
        super().__init__()
        self.mcat = nn.Embedding(N_MERCHANT_CAT, emb_dim)
        self.country = nn.Embedding(N_COUNTRY, emb_dim)
        layers, d = [], n_num + 2 * emb_dim
        for h in hidden:
            layers += [nn.Linear(d, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(dropout)]
            d = h
        self.body = nn.Sequential(*layers)
        self.out = nn.Linear(d, n_classes)

    def forward(self, num, cat):
        x = torch.cat([num, self.mcat(cat[:, 0]), self.country(cat[:, 1])], 1)
        return self.out(self.body(x))
