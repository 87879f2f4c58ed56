"""SASRec (Kang & McAuley, 2018): causal self-attention over a user's item sequence."""
import torch
from torch import nn


class SASRec(nn.Module):
    def __init__(self, num_items, dim=32, max_len=50, heads=2, layers=2, dropout=0.1):
        super().__init__()
        self.num_items = num_items
        self.item = nn.Embedding(num_items + 1, dim, padding_idx=0)  # 0 = padding, items shifted by 1
        self.pos = nn.Embedding(max_len, dim)
        layer = nn.TransformerEncoderLayer(dim, heads, 2 * dim, dropout, batch_first=True,
                                           norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.norm = nn.LayerNorm(dim)
        self.max_len = max_len

    def encode(self, seqs):
        """seqs: (B, T) of item ids + 1, left-padded with 0."""
        t = seqs.size(1)
        pos = torch.arange(t, device=seqs.device)[None]
        x = self.item(seqs) + self.pos(pos)
        causal = torch.ones(t, t, dtype=torch.bool, device=seqs.device).triu(1)
        h = self.encoder(x, mask=causal, src_key_padding_mask=seqs == 0)
        return self.norm(h)

    def score_next(self, seqs, items):
        """Score candidate items (B, C) given the sequence; uses the last position."""
        h = self.encode(seqs)[:, -1]
        return (self.item(items + 1) * h[:, None]).sum(-1)
