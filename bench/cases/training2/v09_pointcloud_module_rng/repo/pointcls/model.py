import torch.nn as nn


class PointNet(nn.Module):
    """Shared per-point MLP, max pooling over points, classification MLP."""

    def __init__(self, num_classes, width=64, dropout=0.3):
        super().__init__()
        self.point_mlp = nn.Sequential(
            nn.Conv1d(3, width, 1), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, 2 * width, 1), nn.BatchNorm1d(2 * width), nn.ReLU(),
            nn.Conv1d(2 * width, 4 * width, 1), nn.BatchNorm1d(4 * width), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Linear(4 * width, 2 * width), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(2 * width, num_classes))

    def forward(self, pts):                  # pts: (batch, n_points, 3)
        feats = self.point_mlp(pts.transpose(1, 2))
        return self.head(feats.max(dim=2).values)
