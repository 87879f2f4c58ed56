import torch
import torch.nn as nn

from .data import PAD_ITEM
from .layers import TargetAttentionPooling


class DINLite(nn.Module):
    def __init__(self, n_items, dim=32, hidden=(128, 64)):
        super().__init__()
        self.items = nn.Embedding(n_items + 1, dim, padding_idx=PAD_ITEM)
        self.pool = TargetAttentionPooling(dim)
        layers, d = [], 3 * dim
        for h in hidden:
            layers += [nn.Linear(d, h), nn.PReLU()]
            d = h
        self.mlp = nn.Sequential(*layers, nn.Linear(d, 1))

    def forward(self, history, lengths, candidate):
        hist = self.items(history)
        mask = history != PAD_ITEM
        cand = self.items(candidate)
        interest, _ = self.pool(hist, mask, cand)
        return self.mlp(torch.cat([interest, cand, interest * cand], dim=1)).squeeze(1)
