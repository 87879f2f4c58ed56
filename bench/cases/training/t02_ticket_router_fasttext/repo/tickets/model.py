import torch.nn as nn


class BagOfWordsClassifier(nn.Module):
    """fastText-like: mean of word embeddings -> small MLP -> queue logits."""

    def __init__(self, vocab_size, num_classes, embed_dim=64, hidden=64, dropout=0.2):
        super().__init__()
        self.embed = nn.EmbeddingBag(vocab_size, embed_dim, mode="mean", padding_idx=0)
        self.mlp = nn.Sequential(nn.Dropout(dropout), nn.Linear(embed_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, num_classes))

    def forward(self, ids, offsets):
        return self.mlp(self.embed(ids, offsets))
