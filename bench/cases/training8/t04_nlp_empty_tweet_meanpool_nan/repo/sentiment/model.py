import torch.nn as nn

from .layers import POOLINGS


class SWEM(nn.Module):
    """Simple word-embedding model: embed -> per-token MLP -> pooling -> classifier."""

    def __init__(self, vocab_size, emb_dim=64, hidden=64, pooling="mean", dropout=0.2, pad_id=0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.token_mlp = nn.Sequential(nn.Linear(emb_dim, hidden), nn.ReLU())
        self.pool = POOLINGS[pooling]
        out_dim = hidden * (2 if pooling == "mean_max" else 1)
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(out_dim, 1))

    def forward(self, tokens, mask):
        h = self.token_mlp(self.embed(tokens))
        return self.classifier(self.pool(h, mask)).squeeze(-1)
