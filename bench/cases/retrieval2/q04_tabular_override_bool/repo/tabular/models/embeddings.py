import torch
import torch.nn as nn


class CategoricalEmbeddings(nn.Module):
    """One embedding table per categorical column, outputs concatenated."""

    def __init__(self, embedding_sizes, dropout=0.0):
        super().__init__()
        self.tables = nn.ModuleList(nn.Embedding(card, dim) for card, dim in embedding_sizes)
        self.dropout = nn.Dropout(dropout)
        self.out_dim = sum(dim for _, dim in embedding_sizes)
        for t in self.tables:
            nn.init.normal_(t.weight, std=0.05)

    def forward(self, x_cat):
        if not self.tables:
            return x_cat.new_zeros(x_cat.shape[0], 0, dtype=torch.float32)
        embs = [table(x_cat[:, i]) for i, table in enumerate(self.tables)]
        return self.dropout(torch.cat(embs, dim=1))


class NumericTokenizer(nn.Module):
    """x_num (B, n) -> tokens (B, n, d): per-feature affine map."""

    def __init__(self, n_numeric, d_token):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_numeric, d_token) * 0.1)
        self.bias = nn.Parameter(torch.zeros(n_numeric, d_token))

    def forward(self, x_num):
        return x_num.unsqueeze(-1) * self.weight + self.bias
