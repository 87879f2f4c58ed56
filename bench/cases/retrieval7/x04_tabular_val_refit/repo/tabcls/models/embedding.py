"""Per-column embeddings for categorical features."""
import torch
import torch.nn as nn


def embedding_dim_rule(cardinality, max_dim=16):
    """fast.ai style heuristic: min(max_dim, round(1.6 * n ** 0.56))."""
    return int(min(max_dim, round(1.6 * cardinality ** 0.56)))


class CategoricalEmbedding(nn.Module):
    def __init__(self, cardinalities, max_dim=16, dropout=0.0):
        super().__init__()
        self.embeddings = nn.ModuleList(
            nn.Embedding(card, embedding_dim_rule(card, max_dim)) for card in cardinalities)
        self.dropout = nn.Dropout(dropout)
        self.output_dim = sum(e.embedding_dim for e in self.embeddings)

    def forward(self, x_cat):
        if len(self.embeddings) == 0:
            return x_cat.new_zeros((x_cat.shape[0], 0), dtype=torch.float32)
        parts = [emb(x_cat[:, i]) for i, emb in enumerate(self.embeddings)]
        return self.dropout(torch.cat(parts, dim=1))
