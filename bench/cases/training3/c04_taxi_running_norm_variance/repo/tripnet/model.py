import torch
import torch.nn as nn

from .features import NUMERIC
from .layers import RunningNorm


class TripDurationNet(nn.Module):
    def __init__(self, hidden=128, depth=3, momentum=0.01):
        super().__init__()
        self.norm = RunningNorm(len(NUMERIC), momentum=momentum)
        self.hour = nn.Embedding(24, 8)
        self.weekday = nn.Embedding(7, 4)
        d = len(NUMERIC) + 12
        layers = []
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.SiLU()]
            d = hidden
        self.mlp = nn.Sequential(*layers, nn.Linear(d, 1))

    def forward(self, numeric, hour, weekday):
        x = torch.cat([self.norm(numeric), self.hour(hour), self.weekday(weekday)], dim=1)
        return self.mlp(x).squeeze(1)
