from torch import nn


def conv(cin, cout, k=3, stride=1, act=True):
    layers = [nn.Conv2d(cin, cout, k, stride, k // 2)]
    if act:
        layers.append(nn.LeakyReLU(0.1, inplace=True))
    return nn.Sequential(*layers)


class FeaturePyramid(nn.Module):
    """Two-level feature pyramid at 1/2 and 1/4 resolution."""

    def __init__(self, in_channels=3, channels=(16, 32)):
        super().__init__()
        c1, c2 = channels
        self.level1 = nn.Sequential(conv(in_channels, c1, stride=2), conv(c1, c1))
        self.level2 = nn.Sequential(conv(c1, c2, stride=2), conv(c2, c2))

    def forward(self, x):
        f1 = self.level1(x)
        f2 = self.level2(f1)
        return [f1, f2]


class FlowEstimator(nn.Module):
    def __init__(self, in_channels, hidden=48):
        super().__init__()
        self.net = nn.Sequential(conv(in_channels, hidden), conv(hidden, hidden),
                                 conv(hidden, hidden // 2), conv(hidden // 2, 2, act=False))

    def forward(self, x):
        return self.net(x)
