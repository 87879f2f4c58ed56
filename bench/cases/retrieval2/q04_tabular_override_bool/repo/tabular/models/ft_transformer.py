import torch
import torch.nn as nn

from .embeddings import NumericTokenizer


class FTTransformer(nn.Module):
    """Feature Tokenizer + Transformer (Gorishniy et al. 2021), small version."""

    def __init__(self, n_numeric, cardinalities, d_token=32, n_layers=2, n_heads=4, dropout=0.1, out_dim=1):
        super().__init__()
        self.num_tok = NumericTokenizer(n_numeric, d_token)
        self.cat_tok = nn.ModuleList(nn.Embedding(c, d_token) for c in cardinalities)
        self.cls = nn.Parameter(torch.zeros(1, 1, d_token))
        layer = nn.TransformerEncoderLayer(d_token, n_heads, dim_feedforward=4 * d_token, dropout=dropout,
                                           batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers, enable_nested_tensor=False)
        self.norm = nn.LayerNorm(d_token)
        self.head = nn.Linear(d_token, out_dim)

    def forward(self, x_num, x_cat):
        tokens = [self.num_tok(x_num)]
        if self.cat_tok:
            tokens.append(torch.stack([emb(x_cat[:, i]) for i, emb in enumerate(self.cat_tok)], dim=1))
        x = torch.cat([self.cls.expand(x_num.shape[0], -1, -1), *tokens], dim=1)
        x = self.encoder(x)
        return self.head(self.norm(x[:, 0]))
