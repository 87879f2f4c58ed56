"""Dilated causal convolutions (Bai et al., 2018)."""

import torch.nn as nn
import torch.nn.functional as F


def receptive_field(kernel_size, num_levels):
    """Receptive field of a TCN with dilation 2**i and two convs per block."""
    return 1 + 2 * (kernel_size - 1) * (2 ** num_levels - 1)


class CausalConv1d(nn.Conv1d):
    """Conv1d that only looks at the past: left-pads by ``(k - 1) * dilation``."""

    def __init__(self, in_channels, out_channels, kernel_size, dilation=1):
        super().__init__(in_channels, out_channels, kernel_size, dilation=dilation, padding=0)
        self.left_pad = (kernel_size - 1) * dilation

    def forward(self, x):
        return super().forward(F.pad(x, (self.left_pad, 0)))


class TemporalBlock(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, dilation, dropout=0.1):
        super().__init__()
        self.conv1 = CausalConv1d(in_channels, out_channels, kernel_size, dilation)
        self.conv2 = CausalConv1d(out_channels, out_channels, kernel_size, dilation)
        self.drop = nn.Dropout(dropout)
        self.act = nn.ReLU()
        self.downsample = (nn.Conv1d(in_channels, out_channels, 1)
                           if in_channels != out_channels else nn.Identity())

    def forward(self, x):
        h = self.drop(self.act(self.conv1(x)))
        h = self.drop(self.act(self.conv2(h)))
        return self.act(h + self.downsample(x))


class TemporalConvNet(nn.Module):
    def __init__(self, in_channels, channels, kernel_size=3, dropout=0.1):
        super().__init__()
        blocks, prev = [], in_channels
        for i, ch in enumerate(channels):
            blocks.append(TemporalBlock(prev, ch, kernel_size, dilation=2 ** i, dropout=dropout))
            prev = ch
        self.network = nn.Sequential(*blocks)
        self.out_channels = prev

    def forward(self, x):
        return self.network(x)
