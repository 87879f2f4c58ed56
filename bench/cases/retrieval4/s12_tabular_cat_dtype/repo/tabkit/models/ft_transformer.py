import torch
import torch.nn as nn


class FeatureTokenizer(nn.Module):
    def __init__(self, n_numeric, cardinalities, d_token):
        super().__init__()
        self.num_weight = nn.Parameter(torch.randn(n_numeric, d_token) * 0.02)
        self.num_bias = nn.Parameter(torch.zeros(n_numeric, d_token))
        self.cat_embeddings = nn.ModuleList(nn.Embedding(c, d_token) for c in cardinalities)
        self.cls = nn.Parameter(torch.zeros(1, 1, d_token))

    def forward(self, x_num, x_cat):
        tokens = [x_num.unsqueeze(-1) * self.num_weight + self.num_bias]
        if self.cat_embeddings:
            tokens.append(torch.stack([e(x_cat[:, j]) for j, e in enumerate(self.cat_embeddings)], dim=1))
        t = torch.cat(tokens, dim=1)
        return torch.cat([self.cls.expand(t.size(0), -1, -1), t], dim=1)


class FTTransformer(nn.Module):
    def __init__(self, n_numeric, cardinalities, d_token=64, layers=3, heads=8, dropout=0.1):
        super().__init__()
        self.tokenizer = FeatureTokenizer(n_numeric, cardinalities, d_token)
        layer = nn.TransformerEncoderLayer(d_token, heads, d_token * 2, dropout, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.head = nn.Sequential(nn.LayerNorm(d_token), nn.ReLU(), nn.Linear(d_token, 1))

    def forward(self, x_num, x_cat):
        h = self.encoder(self.tokenizer(x_num, x_cat))
        return self.head(h[:, 0]).squeeze(-1)
