"""Bag-of-embeddings document tagger."""
import torch
import torch.nn as nn


def masked_mean(emb, mask, eps=1e-6):
    """Mean over the sequence axis ignoring padded positions."""
    m = mask.unsqueeze(-1).to(emb.dtype)
    return (emb * m).sum(dim=1) / m.sum(dim=1).clamp(min=eps)


class BagOfEmbeddings(nn.Module):
    def __init__(self, vocab_size, n_labels, emb_dim=32, hidden=64, dropout=0.1,
                 pooling="masked_mean", pad_id=0):
        super().__init__()
        if pooling not in ("masked_mean", "embedding_bag"):
            raise ValueError(f"unknown pooling {pooling!r}")
        self.pooling = pooling
        if pooling == "embedding_bag":
            self.embedding = nn.EmbeddingBag(vocab_size, emb_dim, mode="mean")
        else:
            self.embedding = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.head = nn.Sequential(
            nn.Dropout(dropout),
            nn.Linear(emb_dim, hidden),
            nn.ReLU(),
            nn.Dropout(dropout),
            nn.Linear(hidden, n_labels),
        )

    def encode(self, batch):
        if self.pooling == "embedding_bag":
            return self.embedding(batch["ids"], batch["offsets"])
        return masked_mean(self.embedding(batch["ids"]), batch["mask"])

    def forward(self, batch):
        return self.head(self.encode(batch))
