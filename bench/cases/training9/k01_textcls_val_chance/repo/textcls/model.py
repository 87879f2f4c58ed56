import torch.nn as nn


class BagOfEmbeddings(nn.Module):
    """fastText-style classifier: mean of word embeddings -> MLP."""

    def __init__(self, vocab_size, num_classes, dim=64, hidden=64, dropout=0.1):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, dim, mode="mean", padding_idx=0)
        self.head = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(hidden, num_classes))

    def forward(self, tokens, offsets):
        return self.head(self.embed(tokens, offsets))
