import torch
from torch import nn


class MLPForecaster(nn.Module):
    def __init__(self, input_len, horizon, hidden=64, layers=2, dropout=0.0):
        super().__init__()
        dims = [input_len] + [hidden] * layers
        mods = []
        for a, b in zip(dims[:-1], dims[1:]):
            mods += [nn.Linear(a, b), nn.ReLU(), nn.Dropout(dropout)]
        mods.append(nn.Linear(dims[-1], horizon))
        self.net = nn.Sequential(*mods)

    def forward(self, x):
        return self.net(x)


class LSTMForecaster(nn.Module):
    def __init__(self, input_len, horizon, hidden=32, layers=1, dropout=0.0):
        super().__init__()
        self.lstm = nn.LSTM(1, hidden, layers, batch_first=True,
                            dropout=dropout if layers > 1 else 0.0)
        self.head = nn.Linear(hidden, horizon)

    def forward(self, x):
        out, _ = self.lstm(x.unsqueeze(-1))
        return self.head(out[:, -1])


class CausalConv(nn.Conv1d):
    def __init__(self, cin, cout, k, dilation):
        super().__init__(cin, cout, k, dilation=dilation)
        self.left = (k - 1) * dilation

    def forward(self, x):
        return super().forward(nn.functional.pad(x, (self.left, 0)))


class TCNForecaster(nn.Module):
    def __init__(self, input_len, horizon, channels=16, levels=3, kernel=3, dropout=0.0):
        super().__init__()
        layers, cin = [], 1
        for i in range(levels):
            layers += [CausalConv(cin, channels, kernel, 2 ** i), nn.ReLU(), nn.Dropout(dropout)]
            cin = channels
        self.tcn = nn.Sequential(*layers)
        self.head = nn.Linear(channels, horizon)

    def forward(self, x):
        h = self.tcn(x.unsqueeze(1))
        return self.head(h[:, :, -1])
