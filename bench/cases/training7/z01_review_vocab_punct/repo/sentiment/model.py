import torch
from torch import nn


class BagClassifier(nn.Module):
    def __init__(self, vocab_size, embed_dim=64, hidden=64, n_classes=2, dropout=0.1, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.mlp = nn.Sequential(nn.Linear(embed_dim, hidden), nn.ReLU(), nn.Dropout(dropout),
                                 nn.Linear(hidden, n_classes))

    def forward(self, tokens):
        mask = (tokens != self.pad_id).unsqueeze(-1).float()
        emb = self.embed(tokens) * mask
        pooled = emb.sum(1) / mask.sum(1).clamp_min(1.0)
        return self.mlp(pooled)
