import torch
import torch.nn as nn


class MLPForecaster(nn.Module):
    def __init__(self, input_len, horizon, hidden=128, dropout=0.1):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(input_len, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(hidden, horizon),
        )

    def forward(self, x):
        return self.net(x)


class GRUForecaster(nn.Module):
    def __init__(self, input_len, horizon, hidden=64, num_layers=1, dropout=0.0):
        super().__init__()
        self.gru = nn.GRU(1, hidden, num_layers=num_layers, batch_first=True,
                          dropout=dropout if num_layers > 1 else 0.0)
        self.head = nn.Linear(hidden, horizon)

    def forward(self, x):
        _, h = self.gru(x.unsqueeze(-1))
        return self.head(h[-1])


def build_model(name, input_len, horizon, **kwargs):
    if name == "mlp":
        return MLPForecaster(input_len, horizon, **kwargs)
    if name == "gru":
        return GRUForecaster(input_len, horizon, **kwargs)
    raise ValueError(f"unknown model {name!r}")
