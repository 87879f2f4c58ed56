"""A small EDSR (Lim et al., 2017) for CPU experiments."""
import torch.nn as nn

from .blocks import MeanShift, ResBlock, conv3x3
from .upsampler import PixelShuffleUpsampler


class EDSR(nn.Module):
    def __init__(self, scale=2, n_feats=32, n_blocks=4, res_scale=1.0, n_colors=3):
        super().__init__()
        self.scale = scale
        self.sub_mean = MeanShift(sign=-1)
        self.add_mean = MeanShift(sign=1)
        self.head = conv3x3(n_colors, n_feats)
        self.body = nn.Sequential(
            *[ResBlock(n_feats, res_scale) for _ in range(n_blocks)], conv3x3(n_feats, n_feats)
        )
        self.tail = nn.Sequential(PixelShuffleUpsampler(scale, n_feats), conv3x3(n_feats, n_colors))

    def forward(self, x):
        x = self.head(self.sub_mean(x))
        x = x + self.body(x)
        return self.add_mean(self.tail(x))
