import torch
import torch.nn as nn

from .data import PAD


class AttentionPool(nn.Module):
    """Attention-weighted average over time that ignores padding."""

    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, h, ids):
        scores = self.score(h).squeeze(-1)
        pad_mask = (ids == PAD).float()
        scores = scores.masked_fill(pad_mask, float("-inf"))
        weights = torch.softmax(scores, dim=1)
        return (weights.unsqueeze(-1) * h).sum(dim=1)


class GRUClassifier(nn.Module):
    def __init__(self, vocab_size, dim=32, num_classes=2):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, dim, padding_idx=PAD)
        self.gru = nn.GRU(dim, dim, batch_first=True)
        self.pool = AttentionPool(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, ids):
        h, _ = self.gru(self.emb(ids))
        return self.head(self.pool(h, ids))
