import math

import torch
import torch.nn as nn


class TargetAttentionPooling(nn.Module):
    """DIN-style pooling: the candidate item attends over the user's click history."""

    def __init__(self, dim, hidden=64):
        super().__init__()
        self.q = nn.Linear(dim, hidden, bias=False)
        self.k = nn.Linear(dim, hidden, bias=False)
        self.scale = 1.0 / math.sqrt(hidden)

    def forward(self, history_emb, mask, target_emb):
        # history_emb: B, L, D   mask: B, L (True = real item)   target_emb: B, D
        scores = torch.einsum("bh,blh->bl", self.q(target_emb), self.k(history_emb)) * self.scale
        scores = scores.masked_fill(~mask, float("-inf"))
        weights = torch.softmax(scores, dim=-1)
        return torch.einsum("bl,bld->bd", weights, history_emb), weights
