"""Small conv encoder producing a flat feature vector."""
from torch import nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class ConvEncoder(nn.Module):
    def __init__(self, in_ch=3, width=16, feat_dim=64):
        super().__init__()
        self.features = nn.Sequential(
            conv_bn(in_ch, width), conv_bn(width, width * 2, stride=2),
            conv_bn(width * 2, width * 4, stride=2), nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.fc = nn.Linear(width * 4, feat_dim)
        self.out_dim = feat_dim

    def forward(self, x):
        return self.fc(self.features(x))
