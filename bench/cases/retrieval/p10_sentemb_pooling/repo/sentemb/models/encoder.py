import math

import torch
from torch import nn


class TransformerEncoder(nn.Module):
    """Token + learned position embeddings followed by a pre-norm Transformer encoder.
    Returns per-token hidden states (B, T, D); padded keys are masked out of attention."""

    def __init__(self, vocab_size, dim=64, layers=2, heads=4, ffn=128, dropout=0.1, max_len=64,
                 pad_id=0):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.pos = nn.Embedding(max_len, dim)
        layer = nn.TransformerEncoderLayer(dim, heads, ffn, dropout, batch_first=True,
                                           norm_first=True, activation="gelu")
        self.layers = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(dim)
        self.dim = dim
        nn.init.normal_(self.tok.weight, std=1 / math.sqrt(dim))

    def forward(self, input_ids, attention_mask):
        pos = torch.arange(input_ids.size(1), device=input_ids.device)[None]
        x = self.tok(input_ids) + self.pos(pos)
        h = self.layers(x, src_key_padding_mask=attention_mask == 0)
        return self.norm(h)
