"""Utterance-level pooling layers."""
import torch
import torch.nn as nn


class TemporalStatsPool(nn.Module):
    """Plain mean + standard deviation over time."""

    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def forward(self, x):
        mean = x.mean(dim=-1)
        std = torch.sqrt(x.var(dim=-1, unbiased=False).clamp(min=self.eps))
        return torch.cat([mean, std], dim=1)


class AttentiveStatsPool(nn.Module):
    """Channel-dependent attentive statistics pooling (ECAPA-TDNN)."""

    def __init__(self, channels, attn_dim=64, eps=1e-5):
        super().__init__()
        self.eps = eps
        self.attn = nn.Sequential(
            nn.Conv1d(channels, attn_dim, 1),
            nn.Tanh(),
            nn.Conv1d(attn_dim, channels, 1),
        )

    def forward(self, x):
        w = torch.softmax(self.attn(x), dim=-1)
        mean = torch.sum(w * x, dim=-1)
        var = torch.sum(w * x * x, dim=-1) - mean * mean
        std = torch.sqrt(var.clamp(min=self.eps))
        return torch.cat([mean, std], dim=1)
