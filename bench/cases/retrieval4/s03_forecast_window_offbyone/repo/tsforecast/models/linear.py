import torch
import torch.nn as nn
import torch.nn.functional as F


class MovingAverage(nn.Module):
    def __init__(self, kernel):
        super().__init__()
        self.kernel = kernel

    def forward(self, x):
        front = x[:, :1].repeat(1, (self.kernel - 1) // 2)
        back = x[:, -1:].repeat(1, self.kernel // 2)
        padded = torch.cat([front, x, back], dim=1)
        return F.avg_pool1d(padded.unsqueeze(1), self.kernel, stride=1).squeeze(1)


class DLinear(nn.Module):
    def __init__(self, input_len, horizon, moving_avg=25, target_idx=0):
        super().__init__()
        self.target_idx = target_idx
        self.decomp = MovingAverage(moving_avg)
        self.trend = nn.Linear(input_len, horizon)
        self.seasonal = nn.Linear(input_len, horizon)

    def forward(self, x):
        series = x[:, :, self.target_idx]
        trend = self.decomp(series)
        return self.trend(trend) + self.seasonal(series - trend)
