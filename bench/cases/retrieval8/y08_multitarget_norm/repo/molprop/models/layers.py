"""Message passing building blocks."""
import torch
import torch.nn as nn


def mlp(sizes, act=nn.SiLU, dropout=0.0):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
            if dropout:
                layers.append(nn.Dropout(dropout))
    return nn.Sequential(*layers)


class EdgeConv(nn.Module):
    """m_i = sum_{j in N(i)} phi([h_i, h_j]);  h_i <- h_i + psi([h_i, m_i])."""

    def __init__(self, hidden, dropout=0.0):
        super().__init__()
        self.message = mlp([2 * hidden, hidden, hidden], dropout=dropout)
        self.update = mlp([2 * hidden, hidden, hidden], dropout=dropout)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, h, edge_index):
        src, dst = edge_index
        msg = self.message(torch.cat([h[dst], h[src]], dim=1))
        agg = torch.zeros_like(h).index_add_(0, dst, msg)
        return self.norm(h + self.update(torch.cat([h, agg], dim=1)))
