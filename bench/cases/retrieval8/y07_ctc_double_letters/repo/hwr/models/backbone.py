"""Convolutional feature extractor: (B, 1, H, W) -> (B, C, W / 4)."""
import torch.nn as nn


def conv_block(cin, cout, pool):
    layers = [nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True)]
    if pool is not None:
        layers.append(nn.MaxPool2d(pool, pool))
    return nn.Sequential(*layers)


class ConvBackbone(nn.Module):
    # (kh, kw) pooling per stage; width is reduced by 4 in total
    POOLS = [(2, 2), (2, 2), (2, 1)]

    def __init__(self, channels=(16, 32, 64)):
        super().__init__()
        blocks, cin = [], 1
        for cout, pool in zip(channels, self.POOLS):
            blocks.append(conv_block(cin, cout, pool))
            cin = cout
        self.blocks = nn.Sequential(*blocks)
        self.out_channels = cin
        self.width_stride = 1
        for _, pw in self.POOLS[: len(channels)]:
            self.width_stride *= pw

    def forward(self, x):
        f = self.blocks(x)          # (B, C, H', W')
        return f.mean(dim=2)        # collapse height -> (B, C, W')
