"""MLP over [categorical embeddings | numeric features]."""
import torch
import torch.nn as nn

from .embedding import CategoricalEmbedding


def _mlp(in_dim, hidden, dropout):
    layers = []
    for h in hidden:
        layers += [nn.Linear(in_dim, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(dropout)]
        in_dim = h
    return nn.Sequential(*layers), in_dim


class TabularMLP(nn.Module):
    def __init__(self, cardinalities, n_numeric, n_classes, hidden=(128, 64), dropout=0.1,
                 emb_max_dim=16, emb_dropout=0.0):
        super().__init__()
        self.embed = CategoricalEmbedding(cardinalities, emb_max_dim, emb_dropout)
        self.num_norm = nn.BatchNorm1d(n_numeric) if n_numeric else nn.Identity()
        self.body, out_dim = _mlp(self.embed.output_dim + n_numeric, list(hidden), dropout)
        self.head = nn.Linear(out_dim, n_classes)

    def forward(self, x_cat, x_num):
        feats = torch.cat([self.embed(x_cat), self.num_norm(x_num)], dim=1)
        return self.head(self.body(feats))


def build_model(cfg, schema, preprocessors):
    mcfg = cfg["model"]
    cards = [preprocessors["categorical"][n].cardinality for n in schema["categorical"]]
    return TabularMLP(cards, len(schema["numeric"]), schema["n_classes"],
                      hidden=mcfg["hidden"], dropout=mcfg["dropout"],
                      emb_max_dim=mcfg["emb_max_dim"], emb_dropout=mcfg["emb_dropout"])
