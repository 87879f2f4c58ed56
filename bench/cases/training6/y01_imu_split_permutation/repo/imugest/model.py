"""Small 1D CNN over (B, 6, T) IMU windows."""
import torch
from torch import nn


class ConvBlock(nn.Module):
    def __init__(self, c_in, c_out, k=5, pool=2):
        super().__init__()
        self.conv = nn.Conv1d(c_in, c_out, k, padding=k // 2)
        self.norm = nn.BatchNorm1d(c_out)
        self.pool = nn.MaxPool1d(pool)

    def forward(self, x):
        return self.pool(torch.relu(self.norm(self.conv(x))))


class GestureCNN(nn.Module):
    def __init__(self, n_channels=6, n_classes=6, width=32, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(
            ConvBlock(n_channels, width),
            ConvBlock(width, width * 2),
            ConvBlock(width * 2, width * 2),
        )
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(width * 2, n_classes)

    def forward(self, x):
        h = self.features(x)
        h = h.mean(dim=-1)  # global average pooling over time
        return self.head(self.drop(h))
