"""SRResNet (Ledig et al., 2017): residual blocks with batch norm and PReLU."""
import torch.nn as nn

from .common import Upsampler, default_conv


class SRResBlock(nn.Module):
    def __init__(self, n_feats):
        super().__init__()
        self.conv1 = default_conv(n_feats, n_feats)
        self.bn1 = nn.BatchNorm2d(n_feats)
        self.act = nn.PReLU(n_feats)
        self.conv2 = default_conv(n_feats, n_feats)
        self.bn2 = nn.BatchNorm2d(n_feats)

    def forward(self, x):
        out = self.act(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return x + out


class SRResNet(nn.Module):
    def __init__(self, scale=4, n_feats=64, n_resblocks=16):
        super().__init__()
        self.scale = scale
        self.head = nn.Sequential(nn.Conv2d(3, n_feats, 9, padding=4), nn.PReLU(n_feats))
        self.body = nn.Sequential(*[SRResBlock(n_feats) for _ in range(n_resblocks)])
        self.body_tail = nn.Sequential(default_conv(n_feats, n_feats), nn.BatchNorm2d(n_feats))
        self.tail = nn.Sequential(Upsampler(scale, n_feats, act=lambda: nn.PReLU(n_feats)),
                                  nn.Conv2d(n_feats, 3, 9, padding=4))

    def forward(self, x):
        feat = self.head(x)
        out = self.body_tail(self.body(feat)) + feat
        return self.tail(out)
