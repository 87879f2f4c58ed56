import torch.nn as nn
import torch.nn.functional as F


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class TinyFPNBackbone(nn.Module):
    """Four stride-2 stages (strides 2..16) and a top-down path fused at stride 4."""

    def __init__(self, channels=(32, 64, 128, 256), out_channels=64):
        super().__init__()
        stages, cin = [], 3
        for c in channels:
            stages.append(nn.Sequential(conv_bn(cin, c, 2), conv_bn(c, c)))
            cin = c
        self.stages = nn.ModuleList(stages)
        self.laterals = nn.ModuleList(nn.Conv2d(c, out_channels, 1) for c in channels[1:])
        self.smooth = conv_bn(out_channels, out_channels)

    def forward(self, x):
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        top = self.laterals[-1](feats[-1])
        for lat, f in zip(reversed(self.laterals[:-1]), reversed(feats[1:-1])):
            top = F.interpolate(top, size=f.shape[-2:], mode="nearest") + lat(f)
        return self.smooth(top)  # stride 4
