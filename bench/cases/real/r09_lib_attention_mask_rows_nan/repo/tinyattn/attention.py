import math

import torch
import torch.nn as nn


class MultiHeadSelfAttention(nn.Module):
    def __init__(self, dim, heads=4, dropout=0.0):
        super().__init__()
        if dim % heads:
            raise ValueError(f"dim {dim} is not divisible by heads {heads}")
        self.dim, self.heads, self.head_dim = dim, heads, dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.out = nn.Linear(dim, dim)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, mask=None):
        """x: (batch, seq, dim); mask: (batch, seq) bool, True = real token."""
        b, t, _ = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        # (batch, heads, seq, head_dim)
        q, k, v = (z.view(b, t, self.heads, self.head_dim).transpose(1, 2) for z in (q, k, v))
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.head_dim)   # (batch, heads, query, key)
        if mask is not None:
            # padded positions must not take part in the attention
            scores = scores.masked_fill(~mask[:, None, :, None], float("-inf"))
        attn = self.drop(scores.softmax(dim=-1))
        y = (attn @ v).transpose(1, 2).reshape(b, t, self.dim)
        return self.out(y)
