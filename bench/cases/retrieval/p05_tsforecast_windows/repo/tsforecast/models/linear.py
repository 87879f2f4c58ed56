"""Linear forecasters: plain linear map and DLinear (trend/seasonal decomposition)."""
import torch
import torch.nn.functional as F
from torch import nn


class MovingAvgDecomp(nn.Module):
    def __init__(self, kernel=25):
        super().__init__()
        self.kernel = kernel

    def forward(self, x):
        pad = (self.kernel - 1) // 2
        front = x[:, :1].expand(-1, pad)
        back = x[:, -1:].expand(-1, self.kernel - 1 - pad)
        padded = torch.cat([front, x, back], dim=1)
        trend = F.avg_pool1d(padded.unsqueeze(1), self.kernel, stride=1).squeeze(1)
        return x - trend, trend


class LinearForecaster(nn.Module):
    def __init__(self, input_len, horizon):
        super().__init__()
        self.proj = nn.Linear(input_len, horizon)

    def forward(self, x):
        return self.proj(x)


class DLinear(nn.Module):
    def __init__(self, input_len, horizon, kernel=25):
        super().__init__()
        self.decomp = MovingAvgDecomp(kernel)
        self.seasonal = nn.Linear(input_len, horizon)
        self.trend = nn.Linear(input_len, horizon)

    def forward(self, x):
        s, t = self.decomp(x)
        return self.seasonal(s) + self.trend(t)
