"""Decoder-only target-side language model (used for shallow fusion in beam search)."""
import torch.nn as nn

from ..utils.masks import subsequent_mask
from .embeddings import SinusoidalPositionalEncoding, TokenEmbedding


class TargetLM(nn.Module):
    def __init__(self, vocab_size, d_model=256, heads=4, layers=2, ff_dim=1024, dropout=0.1, pad_id=0):
        super().__init__()
        self.embed = TokenEmbedding(vocab_size, d_model, pad_id)
        self.pos = SinusoidalPositionalEncoding(d_model, 512, dropout)
        layer = nn.TransformerEncoderLayer(d_model, heads, ff_dim, dropout, batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.out = nn.Linear(d_model, vocab_size)

    def forward(self, tokens):
        T = tokens.shape[1]
        h = self.blocks(self.pos(self.embed(tokens)), mask=subsequent_mask(T, tokens.device))
        return self.out(h)
