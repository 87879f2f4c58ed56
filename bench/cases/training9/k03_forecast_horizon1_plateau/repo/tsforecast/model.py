import torch.nn as nn


class MLPForecaster(nn.Module):
    def __init__(self, window, channels, horizon, hidden=128, dropout=0.0):
        super().__init__()
        self.net = nn.Sequential(
            nn.Flatten(),
            nn.Linear(window * channels, hidden), nn.GELU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.GELU(),
            nn.Linear(hidden, horizon),
        )

    def forward(self, x):          # x: (batch, window, channels)
        return self.net(x)         # (batch, horizon)
