import math

import torch
import torch.nn as nn


class SinusoidalPositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=1024):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, d_model)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe, persistent=False)

    def forward(self, x):
        return x + self.pe[: x.shape[1]].unsqueeze(0)


class LearnedPositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=1024):
        super().__init__()
        self.emb = nn.Embedding(max_len, d_model)

    def forward(self, x):
        pos = torch.arange(x.shape[1], device=x.device)
        return x + self.emb(pos).unsqueeze(0)


class ValueEmbedding(nn.Module):
    """Per-step linear projection of the C channels to d_model."""

    def __init__(self, channels, d_model, pos_encoding="sinusoidal", dropout=0.0):
        super().__init__()
        self.proj = nn.Linear(channels, d_model)
        pe = {"sinusoidal": SinusoidalPositionalEncoding,
              "learned": LearnedPositionalEncoding}[pos_encoding]
        self.pos = pe(d_model)
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        return self.drop(self.pos(self.proj(x)))
