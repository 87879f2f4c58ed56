import torch
from torch import nn


class ConvNet1D(nn.Module):
    """Small temporal CNN; input (batch, time, channels)."""

    def __init__(self, in_channels=1, n_classes=4, width=32, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(in_channels, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(width, width * 2, 5, padding=2), nn.BatchNorm1d(width * 2), nn.ReLU(),
            nn.MaxPool1d(2),
            nn.Conv1d(width * 2, width * 2, 3, padding=1), nn.BatchNorm1d(width * 2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(dropout), nn.Linear(width * 2, n_classes))

    def forward(self, x):
        return self.head(self.features(x.transpose(1, 2)))
