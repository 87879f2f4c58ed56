import torch
from torch import nn

from .normalize import RunningStandardizer


class SOHRegressor(nn.Module):
    """Raw bench features -> SOH in (0.5, 1.05)."""

    def __init__(self, n_features, hidden=128, depth=3, dropout=0.05):
        super().__init__()
        self.norm = RunningStandardizer(n_features)
        layers, d = [], n_features
        for _ in range(depth):
            layers += [nn.Linear(d, hidden), nn.SiLU(), nn.Dropout(dropout)]
            d = hidden
        self.body = nn.Sequential(*layers)
        self.out = nn.Linear(d, 1)

    def forward(self, x):
        h = self.body(self.norm(x))
        return 0.5 + 0.55 * torch.sigmoid(self.out(h).squeeze(-1))
