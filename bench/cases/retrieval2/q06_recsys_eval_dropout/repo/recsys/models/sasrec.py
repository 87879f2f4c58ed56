import torch
import torch.nn as nn

from .base import Recommender


class SASRec(Recommender):
    """Self-attentive sequential recommendation (Kang & McAuley 2018), compact version."""

    uses_history = True

    def __init__(self, num_users, num_items, dim=64, max_len=50, num_blocks=2, num_heads=2, dropout=0.2):
        super().__init__(num_users, num_items)
        self.max_len = max_len
        self.item_emb = nn.Embedding(num_items, dim, padding_idx=0)
        self.pos_emb = nn.Embedding(max_len, dim)
        self.drop = nn.Dropout(dropout)
        layer = nn.TransformerEncoderLayer(dim, num_heads, dim * 2, dropout, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_blocks, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(dim)

    def encode(self, seq):
        L = seq.shape[1]
        pos = torch.arange(L, device=seq.device)
        x = self.drop(self.item_emb(seq) * self.item_emb.embedding_dim ** 0.5 + self.pos_emb(pos))
        causal = torch.triu(torch.ones(L, L, dtype=torch.bool, device=seq.device), diagonal=1)
        x = self.encoder(x, mask=causal, src_key_padding_mask=seq.eq(0))
        x = torch.nan_to_num(x)  # fully padded rows
        return self.norm(x)

    def score(self, users, items, history=None):
        if history is None:
            raise ValueError("SASRec needs the interaction history")
        h = self.encode(history[:, -self.max_len:])[:, -1]        # (B, D)
        return (self.item_emb(items) * h.unsqueeze(1)).sum(-1)

    def sequence_logits(self, seq, pos, neg):
        h = self.encode(seq)
        return (h * self.item_emb(pos)).sum(-1), (h * self.item_emb(neg)).sum(-1)
