import torch
import torch.nn as nn


class GRU4Rec(nn.Module):
    """Item embeddings -> GRU -> user state; candidates are scored by a dot product
    with the (shared) item embedding table."""

    def __init__(self, num_items, embed_dim=32, hidden_dim=64, num_layers=1, dropout=0.0):
        super().__init__()
        self.num_items = num_items
        self.item_emb = nn.Embedding(num_items + 1, embed_dim, padding_idx=0)
        self.emb_dropout = nn.Dropout(dropout)
        self.gru = nn.GRU(embed_dim, hidden_dim, num_layers=num_layers, batch_first=True,
                          dropout=dropout if num_layers > 1 else 0.0)
        self.proj = nn.Linear(hidden_dim, embed_dim)
        nn.init.normal_(self.item_emb.weight, std=0.05)
        with torch.no_grad():
            self.item_emb.weight[0].zero_()

    def encode(self, history, lengths=None):
        # histories are left-padded, so the last time step is the most recent item
        x = self.emb_dropout(self.item_emb(history))
        out, _ = self.gru(x)
        return self.proj(out[:, -1])

    def score(self, history, lengths, candidates):
        user = self.encode(history, lengths)                 # (B, D)
        cand = self.item_emb(candidates)                     # (B, C, D)
        return torch.einsum("bd,bcd->bc", user, cand)

    def forward(self, history, lengths, candidates):
        return self.score(history, lengths, candidates)
