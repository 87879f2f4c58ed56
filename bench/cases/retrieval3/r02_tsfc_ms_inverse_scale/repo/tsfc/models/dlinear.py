import torch
import torch.nn as nn
import torch.nn.functional as F


class MovingAvg(nn.Module):
    def __init__(self, kernel_size):
        super().__init__()
        self.k = kernel_size

    def forward(self, x):  # x: [B, T, C]
        front = x[:, :1].repeat(1, (self.k - 1) // 2, 1)
        back = x[:, -1:].repeat(1, self.k // 2, 1)
        x = torch.cat([front, x, back], dim=1)
        return F.avg_pool1d(x.transpose(1, 2), self.k, stride=1).transpose(1, 2)


class DLinear(nn.Module):
    def __init__(self, lookback, horizon, c_in, c_out, kernel_size=25, individual=False):
        super().__init__()
        self.decomp = MovingAvg(kernel_size)
        self.c_in, self.c_out, self.individual = c_in, c_out, individual
        n = c_in if individual else 1
        self.seasonal = nn.ModuleList(nn.Linear(lookback, horizon) for _ in range(n))
        self.trend = nn.ModuleList(nn.Linear(lookback, horizon) for _ in range(n))
        self.out_proj = nn.Identity() if c_in == c_out else nn.Linear(c_in, c_out)

    def forward(self, x):
        trend = self.decomp(x)
        seasonal = x - trend
        s, t = seasonal.transpose(1, 2), trend.transpose(1, 2)  # [B, C, T]
        if self.individual:
            y = torch.stack([self.seasonal[i](s[:, i]) + self.trend[i](t[:, i]) for i in range(self.c_in)], dim=1)
        else:
            y = self.seasonal[0](s) + self.trend[0](t)
        return self.out_proj(y.transpose(1, 2))
