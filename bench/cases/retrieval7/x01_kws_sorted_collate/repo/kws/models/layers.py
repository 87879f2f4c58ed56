import torch
import torch.nn as nn


class ConvBlock(nn.Module):
    """1-D conv over time -> BN -> ReLU, with optional residual."""

    def __init__(self, in_ch, out_ch, kernel=5, dropout=0.0):
        super().__init__()
        self.conv = nn.Conv1d(in_ch, out_ch, kernel, padding=kernel // 2)
        self.bn = nn.BatchNorm1d(out_ch)
        self.drop = nn.Dropout(dropout)
        self.residual = in_ch == out_ch

    def forward(self, x):
        y = self.drop(torch.relu(self.bn(self.conv(x))))
        return x + y if self.residual else y


def length_mask(lengths, max_len):
    """(B,) lengths -> (B, T) bool, True on valid frames."""
    rng = torch.arange(max_len, device=lengths.device)
    return rng.unsqueeze(0) < lengths.unsqueeze(1)


class MaskedStatsPool(nn.Module):
    """Mean + std pooling over valid frames. x: (B, C, T)."""

    def forward(self, x, lengths):
        mask = length_mask(lengths, x.shape[-1]).unsqueeze(1).to(x.dtype)
        denom = mask.sum(-1).clamp(min=1.0)
        mean = (x * mask).sum(-1) / denom
        var = ((x - mean.unsqueeze(-1)) ** 2 * mask).sum(-1) / denom
        return torch.cat([mean, var.clamp(min=1e-6).sqrt()], dim=1)
