import math

import torch
from torch import nn


class ColumnPositional(nn.Module):
    def __init__(self, dim, max_len=1024):
        super().__init__()
        pe = torch.zeros(max_len, dim)
        pos = torch.arange(max_len).unsqueeze(1).float()
        div = torch.exp(torch.arange(0, dim, 2).float() * (-math.log(10000.0) / dim))
        pe[:, 0::2], pe[:, 1::2] = torch.sin(pos * div), torch.cos(pos * div)
        self.register_buffer("pe", pe.unsqueeze(1))

    def forward(self, x):
        return x + self.pe[: x.size(0)]


class TransformerCTC(nn.Module):
    """Conv stem + Transformer encoder over columns, CTC output (T, B, C)."""

    def __init__(self, num_classes, height=16, dim=64, heads=4, layers=2, dropout=0.1):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
                                  nn.Conv2d(32, 32, 3, padding=1), nn.ReLU())
        self.proj = nn.Linear(32 * (height // 2), dim)
        self.pos = ColumnPositional(dim)
        layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.fc = nn.Linear(dim, num_classes)

    def output_lengths(self, widths):
        return widths // 2

    def forward(self, x):
        f = self.stem(x)
        b, c, h, w = f.shape
        seq = self.proj(f.permute(3, 0, 1, 2).reshape(w, b, c * h))
        return self.fc(self.encoder(self.pos(seq))).log_softmax(-1)
