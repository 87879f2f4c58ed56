import torch
import torch.nn as nn


class EmbeddingLinear(nn.Module):
    """Logistic-regression baseline: one scalar weight per category level plus linear numeric terms."""

    def __init__(self, n_numeric, cardinalities, out_dim=1):
        super().__init__()
        self.numeric = nn.Linear(n_numeric, out_dim)
        self.levels = nn.ModuleList(nn.Embedding(c, out_dim) for c in cardinalities)
        for emb in self.levels:
            nn.init.zeros_(emb.weight)

    def forward(self, x_num, x_cat):
        out = self.numeric(x_num)
        for i, emb in enumerate(self.levels):
            out = out + emb(x_cat[:, i])
        return out
