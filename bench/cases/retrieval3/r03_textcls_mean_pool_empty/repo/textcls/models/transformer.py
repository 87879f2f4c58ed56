import math

import torch
import torch.nn as nn

from textcls.models.pooling import ClsPooler


class SinusoidalPosition(nn.Module):
    def __init__(self, dim, max_len=1024):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, dim, 2) * (-math.log(10000.0) / dim))
        pe = torch.zeros(max_len, dim)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x):
        return x + self.pe[: x.shape[1]]


class TransformerClassifier(nn.Module):
    """Expects inputs encoded with add_cls=True (first token is <cls>)."""

    def __init__(self, vocab_size, num_classes, d_model=256, n_heads=4, n_layers=2, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, d_model, padding_idx=0)
        self.pos = SinusoidalPosition(d_model)
        layer = nn.TransformerEncoderLayer(d_model, n_heads, 4 * d_model, dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers)
        self.pool = ClsPooler()
        self.fc = nn.Linear(d_model, num_classes)

    def forward(self, ids, mask):
        h = self.encoder(self.pos(self.embed(ids)), src_key_padding_mask=~mask)
        return self.fc(self.pool(h, mask))
