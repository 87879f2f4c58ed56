import torch.nn as nn


class SeizureCNN(nn.Module):
    def __init__(self, n_channels=4, width=32):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(n_channels, width, 7, stride=2, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 7, stride=2, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, 2 * width, 7, stride=2, padding=3), nn.BatchNorm1d(2 * width),
            nn.ReLU(),
            nn.AdaptiveMaxPool1d(1), nn.Flatten(), nn.Linear(2 * width, 1),
        )

    def forward(self, x):
        return self.net(x).squeeze(-1)
