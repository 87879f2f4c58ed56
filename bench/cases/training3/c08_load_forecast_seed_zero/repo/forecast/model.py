import torch
import torch.nn as nn


class TCNForecaster(nn.Module):
    def __init__(self, channels=32, horizon=24, dropout=0.1):
        super().__init__()
        layers, c = [], 2
        for d in (1, 2, 4, 8, 16):
            layers += [nn.Conv1d(c, channels, 3, dilation=d, padding=d), nn.GELU(), nn.Dropout(dropout)]
            c = channels
        self.tcn = nn.Sequential(*layers)
        self.head = nn.Sequential(nn.Linear(channels + horizon, 128), nn.GELU(), nn.Linear(128, horizon))

    def forward(self, past, future_temp):
        h = self.tcn(past)[:, :, -1]
        return self.head(torch.cat([h, future_temp], dim=1))
