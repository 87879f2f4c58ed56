"""VGG-style CNN: (B, 1, 32, W) -> (B, C, 1, W/4)."""
import torch.nn as nn


def block(cin, cout, pool):
    layers = [nn.Conv2d(cin, cout, 3, 1, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True)]
    if pool is not None:
        layers.append(nn.MaxPool2d(pool))
    return layers


class ConvFeatureExtractor(nn.Module):
    width_stride = 4

    def __init__(self, channels=(32, 64, 128, 128)):
        super().__init__()
        c1, c2, c3, c4 = channels
        self.body = nn.Sequential(
            *block(1, c1, (2, 2)),      # 16 x W/2
            *block(c1, c2, (2, 2)),     # 8 x W/4
            *block(c2, c3, (2, 1)),     # 4 x W/4
            *block(c3, c4, (2, 1)),     # 2 x W/4
            nn.AdaptiveAvgPool2d((1, None)),
        )
        self.out_channels = c4

    def forward(self, x):
        return self.body(x)

    def output_lengths(self, widths):
        return widths // self.width_stride
