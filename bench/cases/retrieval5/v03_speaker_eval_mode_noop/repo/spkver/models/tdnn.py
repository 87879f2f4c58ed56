"""x-vector TDNN (Snyder et al., 2018)."""
import torch.nn as nn

from .pooling import StatsPool


def tdnn_layer(cin, cout, context, dilation):
    return nn.Sequential(
        nn.Conv1d(cin, cout, context, dilation=dilation, padding=(context - 1) * dilation // 2),
        nn.ReLU(inplace=True),
        nn.BatchNorm1d(cout),
    )


class XVector(nn.Module):
    def __init__(self, n_mels=40, channels=512, embed_dim=192, dropout=0.0):
        super().__init__()
        self.frames = nn.Sequential(
            tdnn_layer(n_mels, channels, 5, 1),
            tdnn_layer(channels, channels, 3, 2),
            tdnn_layer(channels, channels, 3, 3),
            tdnn_layer(channels, channels, 1, 1),
            tdnn_layer(channels, 3 * channels, 1, 1),
        )
        self.pool = StatsPool()
        self.segment = nn.Sequential(
            nn.Dropout(dropout),
            nn.Linear(6 * channels, embed_dim),
        )
        self.embed_dim = embed_dim

    def forward(self, feats):
        """feats: (B, T, n_mels) -> embeddings (B, embed_dim)."""
        x = self.frames(feats.transpose(1, 2))
        return self.segment(self.pool(x))
