import torch
from torch import nn


class AdditiveAttention(nn.Module):
    """Bahdanau-style attention over encoder regions."""

    def __init__(self, query_dim, key_dim, hidden_dim=64):
        super().__init__()
        self.q = nn.Linear(query_dim, hidden_dim)
        self.k = nn.Linear(key_dim, hidden_dim)
        self.v = nn.Linear(hidden_dim, 1)

    def forward(self, query, keys, mask=None):
        # query (B, Dq), keys (B, N, Dk)
        scores = self.v(torch.tanh(self.q(query).unsqueeze(1) + self.k(keys))).squeeze(-1)
        if mask is not None:
            scores = scores.masked_fill(~mask, float("-inf"))
        weights = scores.softmax(dim=-1)
        context = torch.bmm(weights.unsqueeze(1), keys).squeeze(1)
        return context, weights
