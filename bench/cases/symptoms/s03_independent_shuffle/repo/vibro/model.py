import torch
import torch.nn as nn


class VibroCNN(nn.Module):
    def __init__(self, in_channels=2, num_classes=4, width=32, dropout=0.2):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(in_channels, width, 9, padding=4), nn.BatchNorm1d(width), nn.ReLU(),
            nn.MaxPool1d(4),
            nn.Conv1d(width, width, 9, padding=4), nn.BatchNorm1d(width), nn.ReLU(),
            nn.MaxPool1d(4),
            nn.Conv1d(width, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(),
        )
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(2 * width, num_classes)

    def forward(self, x):
        h = self.net(x)
        h = torch.cat([h.mean(-1), h.amax(-1)], dim=1)
        return self.head(self.drop(h))
