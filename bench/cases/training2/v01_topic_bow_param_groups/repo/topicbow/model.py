import torch.nn as nn


class BagOfWordsClassifier(nn.Module):
    """fastText-style encoder (mean of word embeddings) followed by a small MLP."""

    def __init__(self, vocab_size, num_classes, embed_dim=64, hidden=128, dropout=0.2):
        super().__init__()
        self.embedding = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean", padding_idx=0)
        self.mlp = nn.Sequential(
            nn.Linear(embed_dim, hidden),
            nn.ReLU(),
            nn.Dropout(dropout),
            nn.Linear(hidden, num_classes),
        )

    def forward(self, tokens, offsets):
        return self.mlp(self.embedding(tokens, offsets))
