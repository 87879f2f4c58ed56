"""Pooling strategies that turn per-token states (B, T, D) into one vector per sentence.
`attention_mask` is (B, T) with 1 for real tokens and 0 for padding."""
import torch
from torch import nn


class CLSPooling(nn.Module):
    def forward(self, hidden, attention_mask):
        return hidden[:, 0]


class MeanPooling(nn.Module):
    """Average of the token states over the real (non-padding) tokens."""

    def forward(self, hidden, attention_mask):
        mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
        summed = hidden.sum(dim=1)
        counts = mask.sum(dim=1).clamp(min=1e-9)
        return summed / counts


class MaxPooling(nn.Module):
    def forward(self, hidden, attention_mask):
        mask = attention_mask.unsqueeze(-1).bool()
        return hidden.masked_fill(~mask, torch.finfo(hidden.dtype).min).max(dim=1).values


class AttentionPooling(nn.Module):
    """Learned single-query attention over the tokens."""

    def __init__(self, dim):
        super().__init__()
        self.query = nn.Parameter(torch.randn(dim) / dim ** 0.5)

    def forward(self, hidden, attention_mask):
        scores = hidden @ self.query
        scores = scores.masked_fill(attention_mask == 0, torch.finfo(hidden.dtype).min)
        w = scores.softmax(-1).unsqueeze(-1)
        return (w * hidden).sum(1)


def build_pooling(name, dim):
    if name == "cls":
        return CLSPooling()
    if name == "mean":
        return MeanPooling()
    if name == "max":
        return MaxPooling()
    if name == "attention":
        return AttentionPooling(dim)
    raise ValueError(f"unknown pooling {name!r}")
