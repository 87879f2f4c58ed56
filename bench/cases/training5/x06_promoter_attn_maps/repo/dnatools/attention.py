import math

import torch
from torch import nn


class MultiHeadSelfAttention(nn.Module):
    """Plain MHSA that keeps its attention maps around so we can look at what
    the heads attend to (see dnatools.viz)."""

    def __init__(self, dim, heads, dropout=0.1):
        super().__init__()
        assert dim % heads == 0
        self.heads = heads
        self.head_dim = dim // heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.drop = nn.Dropout(dropout)
        self.attn_maps = []

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)
        scores = q @ k.transpose(-2, -1) / math.sqrt(self.head_dim)
        attn = scores.softmax(dim=-1)
        # head-wise map averaged over the batch: (heads, t, t), small enough to keep
        self.attn_maps.append(attn.detach().mean(0).cpu())
        out = (self.drop(attn) @ v).transpose(1, 2).reshape(b, t, d)
        return self.proj(out)
