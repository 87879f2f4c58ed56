import math

import torch
from torch import nn


class AttentionPooling(nn.Module):
    """Additive attention over time steps with a padding mask."""

    def __init__(self, dim):
        super().__init__()
        self.proj = nn.Linear(dim, dim)
        self.score = nn.Linear(dim, 1, bias=False)

    def forward(self, h, mask):
        s = self.score(torch.tanh(self.proj(h))).squeeze(-1)
        s = s.masked_fill(~mask, float("-inf"))
        w = torch.softmax(s, dim=-1)
        return torch.bmm(w.unsqueeze(1), h).squeeze(1), w


class PositionalEncoding(nn.Module):
    def __init__(self, dim, max_len=512):
        super().__init__()
        pe = torch.zeros(max_len, dim)
        pos = torch.arange(max_len).unsqueeze(1).float()
        div = torch.exp(torch.arange(0, dim, 2).float() * (-math.log(10000.0) / dim))
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.size(1)]


class TransformerClassifier(nn.Module):
    def __init__(self, vocab_size, num_classes, dim=64, heads=4, layers=2, dropout=0.1, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pos = PositionalEncoding(dim)
        layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.pool = AttentionPooling(dim)
        self.out = nn.Linear(dim, num_classes)

    def forward(self, tokens, lengths=None):
        mask = tokens != self.pad_id
        h = self.encoder(self.pos(self.emb(tokens)), src_key_padding_mask=~mask)
        pooled, _ = self.pool(h, mask)
        return self.out(pooled)
