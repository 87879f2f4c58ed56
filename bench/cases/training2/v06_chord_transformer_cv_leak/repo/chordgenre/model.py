import functools
import math

import torch
import torch.nn as nn


class ChordTransformer(nn.Module):
    def __init__(self, vocab_size, num_classes, d_model=256, n_heads=4, n_layers=4, ff=1024,
                 dropout=0.1):
        super().__init__()
        self.d_model = d_model
        self.embed = nn.Embedding(vocab_size, d_model, padding_idx=0)
        layer = nn.TransformerEncoderLayer(d_model, n_heads, ff, dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(d_model)
        self.head = nn.Linear(d_model, num_classes)

    @functools.lru_cache(maxsize=None)
    def _positions(self, length):
        """Sinusoidal position table (length, d_model); cached because lengths repeat a lot."""
        pos = torch.arange(length, dtype=torch.float32).unsqueeze(1)
        div = torch.exp(torch.arange(0, self.d_model, 2, dtype=torch.float32)
                        * (-math.log(10000.0) / self.d_model))
        table = torch.zeros(length, self.d_model)
        table[:, 0::2] = torch.sin(pos * div)
        table[:, 1::2] = torch.cos(pos * div)
        return table

    def forward(self, tokens, pad_mask):
        x = self.embed(tokens) * math.sqrt(self.d_model) + self._positions(tokens.shape[1])
        h = self.encoder(x, src_key_padding_mask=pad_mask)
        keep = (~pad_mask).unsqueeze(-1).float()
        pooled = (h * keep).sum(1) / keep.sum(1).clamp(min=1.0)
        return self.head(self.norm(pooled))
