"""EDSR (Lim et al., 2017): residual blocks without batch norm."""
import torch.nn as nn

from .common import MeanShift, Upsampler, default_conv


class ResidualBlock(nn.Module):
    """conv-relu-conv with a scaled identity shortcut."""

    def __init__(self, n_feats, kernel_size=3, res_scale=1.0):
        super().__init__()
        self.body = nn.Sequential(
            default_conv(n_feats, n_feats, kernel_size),
            nn.ReLU(inplace=True),
            default_conv(n_feats, n_feats, kernel_size),
        )
        self.res_scale = res_scale

    def forward(self, x):
        res = self.body(x)
        if self.res_scale != 1:
            res = res * self.res_scale
        return x.add_(res)


class EDSR(nn.Module):
    def __init__(self, scale=2, n_feats=64, n_resblocks=16, res_scale=1.0, rgb_range=1.0):
        super().__init__()
        self.scale = scale
        self.sub_mean = MeanShift(rgb_range, sign=-1)
        self.add_mean = MeanShift(rgb_range, sign=1)
        self.head = default_conv(3, n_feats)
        self.body = nn.Sequential(
            *[ResidualBlock(n_feats, res_scale=res_scale) for _ in range(n_resblocks)],
            default_conv(n_feats, n_feats),
        )
        self.tail = nn.Sequential(Upsampler(scale, n_feats), default_conv(n_feats, 3))

    def forward(self, x):
        x = self.sub_mean(x)
        feat = self.head(x)
        res = self.body(feat)
        res += feat
        out = self.tail(res)
        return self.add_mean(out)
