import torch
import torch.nn as nn


class AttentionPooling(nn.Module):
    """Additive attention over time steps (Yang et al. 2016 style)."""

    def __init__(self, dim, attn_dim=64):
        super().__init__()
        self.proj = nn.Linear(dim, attn_dim)
        self.score = nn.Linear(attn_dim, 1, bias=False)

    def forward(self, h, mask):
        scores = self.score(torch.tanh(self.proj(h)))
        scores = scores.masked_fill(~mask.unsqueeze(-1), -1e9)
        weights = torch.softmax(scores, dim=-1)
        pooled = (weights * h).sum(dim=1)
        return pooled, weights.squeeze(-1)


class ReviewClassifier(nn.Module):
    def __init__(self, vocab_size, emb_dim=64, hidden=64, n_classes=2, dropout=0.2, pad_id=0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.rnn = nn.GRU(emb_dim, hidden, batch_first=True, bidirectional=True)
        self.attn = AttentionPooling(2 * hidden)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(2 * hidden, n_classes)

    def forward(self, tokens, mask, return_attention=False):
        h, _ = self.rnn(self.drop(self.embed(tokens)))
        pooled, weights = self.attn(h, mask)
        logits = self.out(self.drop(pooled))
        if return_attention:
            return logits, weights
        return logits
