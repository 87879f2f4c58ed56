"""A small N-BEATS (generic blocks, doubly residual stacking)."""
import torch
from torch import nn


class NBeatsBlock(nn.Module):
    def __init__(self, input_len, horizon, hidden=64, layers=3):
        super().__init__()
        mods, d = [], input_len
        for _ in range(layers):
            mods += [nn.Linear(d, hidden), nn.ReLU()]
            d = hidden
        self.fc = nn.Sequential(*mods)
        self.backcast = nn.Linear(hidden, input_len)
        self.forecast = nn.Linear(hidden, horizon)

    def forward(self, x):
        h = self.fc(x)
        return self.backcast(h), self.forecast(h)


class NBeats(nn.Module):
    def __init__(self, input_len, horizon, blocks=3, hidden=64, layers=3):
        super().__init__()
        self.blocks = nn.ModuleList(NBeatsBlock(input_len, horizon, hidden, layers)
                                    for _ in range(blocks))

    def forward(self, x):
        residual = x
        forecast = 0
        for b in self.blocks:
            back, fore = b(residual)
            residual = residual - back
            forecast = forecast + fore
        return forecast


class EnsembleForecaster(nn.Module):
    """Median of several member forecasts."""

    def __init__(self, members):
        super().__init__()
        self.members = nn.ModuleList(members)

    def forward(self, x):
        return torch.stack([m(x) for m in self.members]).median(0).values
