"""Scaled token embeddings and sinusoidal positional encodings."""
import math

import torch
import torch.nn as nn


class TokenEmbedding(nn.Module):
    def __init__(self, vocab_size, d_model, pad_id=0):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, d_model, padding_idx=pad_id)
        self.scale = math.sqrt(d_model)
        nn.init.normal_(self.emb.weight, std=d_model ** -0.5)
        with torch.no_grad():
            self.emb.weight[pad_id].zero_()

    def forward(self, tokens):
        return self.emb(tokens) * self.scale


class SinusoidalPositionalEncoding(nn.Module):
    def __init__(self, d_model, max_len=512, dropout=0.1):
        super().__init__()
        pe = torch.zeros(max_len, d_model)
        pos = torch.arange(max_len).float().unsqueeze(1)
        div = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe, persistent=False)
        self.drop = nn.Dropout(dropout)

    def forward(self, x):
        """x: (B, T, D)"""
        return self.drop(x + self.pe[: x.shape[1]].unsqueeze(0))
