from torch import nn


def conv_bn(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class SmallConvNet(nn.Module):
    def __init__(self, in_channels=1, width=16):
        super().__init__()
        self.features = nn.Sequential(
            conv_bn(in_channels, width), nn.MaxPool2d(2),
            conv_bn(width, width * 2), nn.MaxPool2d(2),
            conv_bn(width * 2, width * 4), nn.AdaptiveAvgPool2d(1),
        )
        self.out_dim = width * 4

    def forward(self, x):
        return self.features(x).flatten(1)
