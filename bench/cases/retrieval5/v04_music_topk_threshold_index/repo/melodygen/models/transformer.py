"""Decoder-only Transformer over music events."""
import torch
import torch.nn as nn

from .embedding import TokenPositionEmbedding


def causal_mask(T, device=None):
    """Bool mask, True where attention is NOT allowed (future positions)."""
    return torch.triu(torch.ones(T, T, dtype=torch.bool, device=device), diagonal=1)


class MusicTransformer(nn.Module):
    def __init__(self, vocab_size, d_model=256, n_heads=4, n_layers=4, max_len=1024, dropout=0.1):
        super().__init__()
        self.embed = TokenPositionEmbedding(vocab_size, d_model, max_len, dropout)
        layer = nn.TransformerEncoderLayer(d_model, n_heads, 4 * d_model, dropout,
                                           batch_first=True, norm_first=True)
        self.blocks = nn.TransformerEncoder(layer, n_layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(d_model)
        self.lm_head = nn.Linear(d_model, vocab_size, bias=False)
        self.lm_head.weight = self.embed.tok.weight
        self.max_len = max_len

    def forward(self, tokens, pad_mask=None):
        T = tokens.shape[1]
        h = self.embed(tokens)
        h = self.blocks(h, mask=causal_mask(T, tokens.device), src_key_padding_mask=pad_mask)
        return self.lm_head(self.norm(h))

    @torch.no_grad()
    def next_logits(self, tokens, state=None):
        ctx = tokens[:, -self.max_len:]
        return self.forward(ctx)[:, -1], None
