import torch
import torch.nn as nn

from .embeddings import CategoricalEmbeddings


class DenseBlock(nn.Module):
    def __init__(self, d_in, d_out, dropout, batch_norm, residual):
        super().__init__()
        layers = [nn.Linear(d_in, d_out)]
        if batch_norm:
            layers.append(nn.BatchNorm1d(d_out))
        layers += [nn.ReLU(), nn.Dropout(dropout)]
        self.body = nn.Sequential(*layers)
        self.shortcut = None
        if residual:
            self.shortcut = nn.Identity() if d_in == d_out else nn.Linear(d_in, d_out, bias=False)

    def forward(self, x):
        out = self.body(x)
        return out if self.shortcut is None else out + self.shortcut(x)


class EmbeddingMLP(nn.Module):
    def __init__(self, n_numeric, embedding_sizes, hidden, out_dim, dropout=0.1, batch_norm=True, residual=False):
        super().__init__()
        self.embeddings = CategoricalEmbeddings(embedding_sizes, dropout=dropout / 2)
        self.num_norm = nn.BatchNorm1d(n_numeric) if batch_norm and n_numeric else nn.Identity()
        d = n_numeric + self.embeddings.out_dim
        blocks = []
        for h in hidden:
            blocks.append(DenseBlock(d, h, dropout, batch_norm, residual))
            d = h
        self.blocks = nn.Sequential(*blocks)
        self.out = nn.Linear(d, out_dim)

    def forward(self, x_num, x_cat):
        x = torch.cat([self.num_norm(x_num), self.embeddings(x_cat)], dim=1)
        return self.out(self.blocks(x))
