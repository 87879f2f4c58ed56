import torch
import torch.nn as nn

from .attention import MultiHeadSelfAttention
from .masks import padding_mask


def masked_mean(x, mask):
    """Mean over the sequence dimension of x (batch, seq, dim), ignoring padding."""
    m = mask.unsqueeze(-1).to(x.dtype)
    return (x * m).sum(dim=1) / m.sum(dim=1).clamp(min=1.0)


class EncoderBlock(nn.Module):
    def __init__(self, dim, heads, ff_mult=4, dropout=0.1):
        super().__init__()
        self.ln1 = nn.LayerNorm(dim)
        self.attn = MultiHeadSelfAttention(dim, heads, dropout)
        self.ln2 = nn.LayerNorm(dim)
        self.ff = nn.Sequential(nn.Linear(dim, ff_mult * dim), nn.GELU(),
                                nn.Linear(ff_mult * dim, dim), nn.Dropout(dropout))

    def forward(self, x, mask=None):
        x = x + self.attn(self.ln1(x), mask)
        return x + self.ff(self.ln2(x))


class SentenceEncoder(nn.Module):
    """Token ids (batch, seq) + lengths (batch,) -> sentence embeddings (batch, dim)."""

    def __init__(self, vocab_size, dim=128, heads=4, layers=2, max_len=512, dropout=0.1):
        super().__init__()
        self.tok = nn.Embedding(vocab_size, dim, padding_idx=0)
        self.pos = nn.Embedding(max_len, dim)
        self.blocks = nn.ModuleList(EncoderBlock(dim, heads, dropout=dropout) for _ in range(layers))
        self.ln = nn.LayerNorm(dim)

    def forward(self, tokens, lengths):
        b, t = tokens.shape
        mask = padding_mask(lengths, t)
        pos = torch.arange(t, device=tokens.device)
        x = self.tok(tokens) + self.pos(pos)[None]
        for block in self.blocks:
            x = block(x, mask)
        return masked_mean(self.ln(x), mask)
