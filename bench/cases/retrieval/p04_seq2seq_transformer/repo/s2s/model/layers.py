import math

import torch
import torch.nn.functional as F
from torch import nn

from .norms import build_norm


class MultiHeadAttention(nn.Module):
    def __init__(self, d_model, heads, dropout=0.0):
        super().__init__()
        assert d_model % heads == 0
        self.h = heads
        self.dk = d_model // heads
        self.q = nn.Linear(d_model, d_model)
        self.k = nn.Linear(d_model, d_model)
        self.v = nn.Linear(d_model, d_model)
        self.o = nn.Linear(d_model, d_model)
        self.drop = nn.Dropout(dropout)

    def _split(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.h, self.dk).transpose(1, 2)

    def forward(self, query, key, value, mask=None):
        """mask: bool, broadcastable to (B, H, Tq, Tk); True = may attend."""
        q, k, v = self._split(self.q(query)), self._split(self.k(key)), self._split(self.v(value))
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.dk)
        if mask is not None:
            scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
        attn = self.drop(F.softmax(scores, dim=-1))
        out = (attn @ v).transpose(1, 2).reshape(query.size(0), query.size(1), -1)
        return self.o(out)


class FeedForward(nn.Sequential):
    def __init__(self, d_model, mult=4, dropout=0.0):
        super().__init__(nn.Linear(d_model, mult * d_model), nn.GELU(), nn.Dropout(dropout),
                         nn.Linear(mult * d_model, d_model))


class EncoderLayer(nn.Module):
    def __init__(self, d_model, heads, mult, dropout, norm):
        super().__init__()
        self.attn = MultiHeadAttention(d_model, heads, dropout)
        self.ffn = FeedForward(d_model, mult, dropout)
        self.n1, self.n2 = build_norm(norm, d_model), build_norm(norm, d_model)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, mask):
        h = self.n1(x)
        x = x + self.drop(self.attn(h, h, h, mask))
        return x + self.drop(self.ffn(self.n2(x)))


class DecoderLayer(nn.Module):
    def __init__(self, d_model, heads, mult, dropout, norm):
        super().__init__()
        self.self_attn = MultiHeadAttention(d_model, heads, dropout)
        self.cross_attn = MultiHeadAttention(d_model, heads, dropout)
        self.ffn = FeedForward(d_model, mult, dropout)
        self.n1, self.n2, self.n3 = (build_norm(norm, d_model) for _ in range(3))
        self.drop = nn.Dropout(dropout)

    def forward(self, y, memory, self_mask, cross_mask):
        h = self.n1(y)
        y = y + self.drop(self.self_attn(h, h, h, self_mask))
        h = self.n2(y)
        y = y + self.drop(self.cross_attn(h, memory, memory, cross_mask))
        return y + self.drop(self.ffn(self.n3(y)))
