"""Temporal pooling layers: (B, C, T) -> (B, 2C)."""
import torch
import torch.nn as nn


class StatsPool(nn.Module):
    def forward(self, x):
        mean = x.mean(dim=-1)
        std = torch.sqrt(x.var(dim=-1, unbiased=False).clamp(min=1e-5))
        return torch.cat([mean, std], dim=1)


class AttentiveStatsPool(nn.Module):
    def __init__(self, channels, bottleneck=64):
        super().__init__()
        self.attn = nn.Sequential(
            nn.Conv1d(channels, bottleneck, 1), nn.Tanh(), nn.Conv1d(bottleneck, channels, 1)
        )

    def forward(self, x):
        w = torch.softmax(self.attn(x), dim=-1)
        mean = (w * x).sum(dim=-1)
        var = (w * x * x).sum(dim=-1) - mean * mean
        return torch.cat([mean, torch.sqrt(var.clamp(min=1e-5))], dim=1)
