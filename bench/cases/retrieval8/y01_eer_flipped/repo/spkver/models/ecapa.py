"""A scaled-down ECAPA-TDNN speaker encoder."""
import torch
import torch.nn as nn

from .layers import Conv1dBNReLU, SERes2Block
from .pooling import AttentiveStatsPool


class ECAPALite(nn.Module):
    def __init__(self, n_mels=24, channels=64, emb_dim=48, scale_width=4, se_bottleneck=16):
        super().__init__()
        self.stem = Conv1dBNReLU(n_mels, channels, kernel_size=5)
        self.blocks = nn.ModuleList(
            SERes2Block(channels, 3, dilation=d, scale=scale_width, se_bottleneck=se_bottleneck)
            for d in (2, 3, 4)
        )
        self.mfa = Conv1dBNReLU(channels * 3, channels * 3, 1)
        self.pool = AttentiveStatsPool(channels * 3)
        self.pool_bn = nn.BatchNorm1d(channels * 6)
        self.embed = nn.Linear(channels * 6, emb_dim)
        self.embed_bn = nn.BatchNorm1d(emb_dim)

    def forward(self, x):
        """x: (batch, n_mels, frames) -> (batch, emb_dim)."""
        h = self.stem(x)
        outs = []
        for block in self.blocks:
            h = block(h)
            outs.append(h)
        h = self.mfa(torch.cat(outs, dim=1))
        h = self.pool_bn(self.pool(h))
        return self.embed_bn(self.embed(h))
