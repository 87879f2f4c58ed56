import math

import torch
from torch import nn

from .norms import build_norm


def sinusoidal_table(max_len, dim):
    pe = torch.zeros(max_len, dim)
    pos = torch.arange(max_len).unsqueeze(1).float()
    div = torch.exp(torch.arange(0, dim, 2).float() * (-math.log(10000.0) / dim))
    pe[:, 0::2] = torch.sin(pos * div)
    pe[:, 1::2] = torch.cos(pos * div)
    return pe


class TokenEmbedding(nn.Module):
    """Scaled token embedding, normalised, plus fixed sinusoidal positions."""

    def __init__(self, vocab_size, dim, pad_id=0, max_len=256, norm="layernorm", dropout=0.0):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        nn.init.normal_(self.emb.weight, 0.0, dim ** -0.5)
        with torch.no_grad():
            self.emb.weight[pad_id].zero_()
        self.norm = build_norm(norm, dim)
        self.scale = math.sqrt(dim)
        self.register_buffer("pos", sinusoidal_table(max_len, dim), persistent=False)
        self.drop = nn.Dropout(dropout)

    def forward(self, tokens):
        x = self.norm(self.emb(tokens) * self.scale)
        return self.drop(x + self.pos[: tokens.size(1)])


class LearnedPositionEmbedding(nn.Module):
    def __init__(self, vocab_size, dim, pad_id=0, max_len=256):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pos = nn.Embedding(max_len, dim)

    def forward(self, tokens):
        positions = torch.arange(tokens.size(1), device=tokens.device)
        return self.tok(tokens) + self.pos(positions)[None]
