import torch
from torch import nn

from .builder import ENCODERS


def conv_bn_relu(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False),
                         nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


@ENCODERS.register()
class ConvGridEncoder(nn.Module):
    """Tiny CNN returning a grid of region features and a pooled vector."""

    def __init__(self, in_channels=3, width=32, out_dim=64, grid=4):
        super().__init__()
        self.body = nn.Sequential(conv_bn_relu(in_channels, width),
                                  conv_bn_relu(width, width, stride=2),
                                  conv_bn_relu(width, out_dim, stride=2))
        self.pool = nn.AdaptiveAvgPool2d(grid)
        self.out_dim = out_dim

    def forward(self, images):
        fmap = self.pool(self.body(images))               # (B, D, g, g)
        regions = fmap.flatten(2).transpose(1, 2)         # (B, g*g, D)
        return regions, regions.mean(dim=1)


@ENCODERS.register()
class FlatEncoder(nn.Module):
    """MLP baseline: one global vector, used as a single 'region'."""

    def __init__(self, in_channels=3, image_size=16, out_dim=64, **_):
        super().__init__()
        self.net = nn.Sequential(nn.Flatten(), nn.Linear(in_channels * image_size ** 2, 256),
                                 nn.ReLU(), nn.Linear(256, out_dim))
        self.out_dim = out_dim

    def forward(self, images):
        v = self.net(images)
        return v.unsqueeze(1), v
