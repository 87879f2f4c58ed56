import torch
from torch import nn


class FeatureTokenizer(nn.Module):
    """Each scalar feature becomes a token: x_j * W_j + b_j; a [CLS] token is prepended."""

    def __init__(self, n_features, dim):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(n_features, dim) / dim ** 0.5)
        self.bias = nn.Parameter(torch.zeros(n_features, dim))
        self.cls = nn.Parameter(torch.zeros(1, 1, dim))

    def forward(self, x):
        tokens = x.unsqueeze(-1) * self.weight + self.bias
        return torch.cat([self.cls.expand(len(x), -1, -1), tokens], 1)


class FTTransformer(nn.Module):
    def __init__(self, n_features, dim=32, layers=2, heads=4, dropout=0.1):
        super().__init__()
        self.tok = FeatureTokenizer(n_features, dim)
        layer = nn.TransformerEncoderLayer(dim, heads, 2 * dim, dropout, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.head = nn.Sequential(nn.LayerNorm(dim), nn.ReLU(), nn.Linear(dim, 1))

    def forward(self, x):
        return self.head(self.encoder(self.tok(x))[:, 0]).squeeze(-1)
