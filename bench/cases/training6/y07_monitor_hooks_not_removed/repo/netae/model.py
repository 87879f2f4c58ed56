from torch import nn

from .data import N_COUNTERS


class TelemetryAE(nn.Module):
    def __init__(self, n_in=N_COUNTERS, hidden=256, code=8):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden // 2), nn.ReLU())
        self.bottleneck = nn.Linear(hidden // 2, code)
        self.dec = nn.Sequential(nn.Linear(code, hidden // 2), nn.ReLU(), nn.Linear(hidden // 2, hidden),
                                 nn.ReLU(), nn.Linear(hidden, n_in))

    def forward(self, x):
        return self.dec(self.bottleneck(self.enc(x)))
