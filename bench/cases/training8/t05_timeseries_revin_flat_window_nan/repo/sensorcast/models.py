import torch
import torch.nn as nn

from .revin import RevIN


class MovingAvg(nn.Module):
    def __init__(self, kernel):
        super().__init__()
        self.kernel = kernel
        self.avg = nn.AvgPool1d(kernel, stride=1)

    def forward(self, x):  # [B, L, C]
        pad = (self.kernel - 1) // 2
        front = x[:, :1].repeat(1, pad, 1)
        end = x[:, -1:].repeat(1, self.kernel - 1 - pad, 1)
        x = torch.cat([front, x, end], dim=1)
        return self.avg(x.transpose(1, 2)).transpose(1, 2)


class DLinear(nn.Module):
    """Trend/seasonal decomposition + one linear map per component (shared across channels)."""

    def __init__(self, lookback, horizon, kernel=25):
        super().__init__()
        self.decomp = MovingAvg(kernel)
        self.seasonal = nn.Linear(lookback, horizon)
        self.trend = nn.Linear(lookback, horizon)

    def forward(self, x):
        trend = self.decomp(x)
        seasonal = x - trend
        out = self.seasonal(seasonal.transpose(1, 2)) + self.trend(trend.transpose(1, 2))
        return out.transpose(1, 2)


class MLPForecaster(nn.Module):
    def __init__(self, lookback, horizon, hidden=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(lookback, hidden), nn.GELU(), nn.Linear(hidden, horizon))

    def forward(self, x):
        return self.net(x.transpose(1, 2)).transpose(1, 2)


class Forecaster(nn.Module):
    def __init__(self, core, n_channels, revin=True):
        super().__init__()
        self.core = core
        self.revin = RevIN(n_channels) if revin else None

    def forward(self, x):
        if self.revin is not None:
            x = self.revin.normalize(x)
        y = self.core(x)
        if self.revin is not None:
            y = self.revin.denormalize(y)
        return y


def build_model(cfg, n_channels):
    m, d = cfg["model"], cfg["data"]
    if m["name"] == "dlinear":
        core = DLinear(d["lookback"], d["horizon"], m["kernel"])
    elif m["name"] == "mlp":
        core = MLPForecaster(d["lookback"], d["horizon"], m["hidden"])
    else:
        raise ValueError(m["name"])
    return Forecaster(core, n_channels, revin=m["revin"])
