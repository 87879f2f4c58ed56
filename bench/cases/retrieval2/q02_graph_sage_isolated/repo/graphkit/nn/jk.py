"""Jumping-knowledge wrapper: combine the representations of every layer."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class JumpingKnowledge(nn.Module):
    def __init__(self, convs, hidden, out_dim, mode="cat", dropout=0.5):
        super().__init__()
        if mode not in ("cat", "max", "last"):
            raise ValueError(mode)
        self.convs = nn.ModuleList(convs)
        self.mode = mode
        self.dropout = dropout
        in_dim = hidden * len(convs) if mode == "cat" else hidden
        self.out = nn.Linear(in_dim, out_dim)

    def forward(self, x, edge_index):
        layers = []
        for conv in self.convs:
            x = F.dropout(x, self.dropout, self.training)
            x = F.relu(conv(x, edge_index))
            layers.append(x)
        if self.mode == "cat":
            h = torch.cat(layers, dim=-1)
        elif self.mode == "max":
            h = torch.stack(layers, dim=0).amax(dim=0)
        else:
            h = layers[-1]
        return self.out(F.dropout(h, self.dropout, self.training))
