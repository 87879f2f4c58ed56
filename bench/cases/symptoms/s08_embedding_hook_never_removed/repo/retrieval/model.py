import torch.nn as nn


class EmbeddingNet(nn.Module):
    """Encoder produces the retrieval embedding; the classifier head is only used for training."""

    def __init__(self, in_dim, emb_dim=128, num_classes=40):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(in_dim, 256), nn.BatchNorm1d(256), nn.ReLU(),
            nn.Linear(256, emb_dim), nn.BatchNorm1d(emb_dim),
        )
        self.head = nn.Linear(emb_dim, num_classes)

    def forward(self, x):
        return self.head(self.encoder(x))
