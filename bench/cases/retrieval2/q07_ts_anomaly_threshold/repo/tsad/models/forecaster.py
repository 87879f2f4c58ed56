import torch
import torch.nn as nn


class GRUForecaster(nn.Module):
    """One-step-ahead forecaster; the 'reconstruction' is the prediction of x[t] from x[<t]."""

    def __init__(self, n_channels, hidden=64, layers=2):
        super().__init__()
        self.rnn = nn.GRU(n_channels, hidden, layers, batch_first=True)
        self.head = nn.Linear(hidden, n_channels)

    def forward(self, x):
        out, _ = self.rnn(x[:, :-1])
        pred = self.head(out)
        # first step cannot be predicted; copy it so error there is zero
        return torch.cat([x[:, :1], pred], dim=1)


class CausalConv1d(nn.Conv1d):
    def __init__(self, c_in, c_out, kernel, dilation):
        super().__init__(c_in, c_out, kernel, dilation=dilation)
        self.left_pad = (kernel - 1) * dilation

    def forward(self, x):
        return super().forward(nn.functional.pad(x, (self.left_pad, 0)))


class TCNForecaster(nn.Module):
    """Dilated causal convolutions; output at t only sees inputs < t (shifted by one step)."""

    def __init__(self, n_channels, hidden=64, levels=4, kernel=3):
        super().__init__()
        layers, c_in = [], n_channels
        for i in range(levels):
            layers += [CausalConv1d(c_in, hidden, kernel, dilation=2 ** i), nn.ReLU()]
            c_in = hidden
        self.net = nn.Sequential(*layers)
        self.head = nn.Conv1d(hidden, n_channels, 1)

    def forward(self, x):  # (B, T, C)
        h = self.head(self.net(x.transpose(1, 2))).transpose(1, 2)
        return torch.cat([x[:, :1], h[:, :-1]], dim=1)
