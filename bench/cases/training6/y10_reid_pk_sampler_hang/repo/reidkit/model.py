from torch import nn


class EmbeddingHead(nn.Module):
    def __init__(self, feat_dim=768, hidden=512, emb_dim=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(feat_dim, hidden), nn.BatchNorm1d(hidden), nn.ReLU(),
                                 nn.Linear(hidden, emb_dim))

    def forward(self, x):
        return self.net(x)
