"""Token and learned positional embeddings."""
import math

import torch
import torch.nn as nn


class TokenPositionEmbedding(nn.Module):
    def __init__(self, vocab_size, d_model, max_len=1024, dropout=0.1):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        self.scale = math.sqrt(d_model)
        self.drop = nn.Dropout(dropout)
        self.max_len = max_len
        nn.init.normal_(self.tok.weight, std=d_model ** -0.5)
        nn.init.normal_(self.pos.weight, std=0.02)

    def forward(self, tokens):
        T = tokens.shape[1]
        if T > self.max_len:
            raise ValueError(f"sequence length {T} exceeds max_len {self.max_len}")
        pos = torch.arange(T, device=tokens.device)
        return self.drop(self.tok(tokens) * self.scale + self.pos(pos))
