import torch
import torch.nn as nn


class MaxPooler(nn.Module):
    def forward(self, x, mask):
        x = x.masked_fill(~mask.unsqueeze(-1), float("-inf"))
        out = x.max(dim=1).values
        return torch.where(torch.isinf(out), torch.zeros_like(out), out)


class MeanPooler(nn.Module):
    def forward(self, x, mask):
        m = mask.unsqueeze(-1).to(x.dtype)
        return (x * m).sum(dim=1) / m.sum(dim=1)


class ClsPooler(nn.Module):
    def forward(self, x, mask):
        return x[:, 0]


class AttentionPooler(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, x, mask):
        s = self.score(x).squeeze(-1).masked_fill(~mask, -1e9)
        w = torch.softmax(s, dim=1).unsqueeze(-1)
        return (w * x).sum(dim=1)


def build_pooler(name, dim):
    if name == "max":
        return MaxPooler()
    if name == "mean":
        return MeanPooler()
    if name == "cls":
        return ClsPooler()
    if name == "attention":
        return AttentionPooler(dim)
    raise KeyError(name)
