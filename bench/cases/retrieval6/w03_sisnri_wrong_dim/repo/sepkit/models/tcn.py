import torch
from torch import nn


class GlobalLayerNorm(nn.Module):
    def __init__(self, channels, eps=1e-8):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(channels))
        self.beta = nn.Parameter(torch.zeros(channels))
        self.eps = eps

    def forward(self, x):  # [B, C, T]
        mean = x.mean(dim=(1, 2), keepdim=True)
        var = ((x - mean) ** 2).mean(dim=(1, 2), keepdim=True)
        return self.gamma[None, :, None] * (x - mean) / (var + self.eps).sqrt() + self.beta[None, :, None]


class TemporalBlock(nn.Module):
    def __init__(self, in_ch, hidden, kernel, dilation):
        super().__init__()
        pad = (kernel - 1) * dilation // 2
        self.net = nn.Sequential(
            nn.Conv1d(in_ch, hidden, 1), nn.PReLU(), GlobalLayerNorm(hidden),
            nn.Conv1d(hidden, hidden, kernel, dilation=dilation, padding=pad, groups=hidden),
            nn.PReLU(), GlobalLayerNorm(hidden),
        )
        self.res = nn.Conv1d(hidden, in_ch, 1)

    def forward(self, x):
        return x + self.res(self.net(x))


class TCN(nn.Module):
    def __init__(self, channels, hidden, kernel=3, blocks=4, repeats=1):
        super().__init__()
        self.layers = nn.Sequential(*[TemporalBlock(channels, hidden, kernel, 2 ** b)
                                      for _ in range(repeats) for b in range(blocks)])

    def forward(self, x):
        return self.layers(x)
